import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

/**
 * No WCAG 2.1 A/AA violation of impact serious or critical on what the page shows now.
 * A screenshot of the state checked is kept with the results, for a person to look at.
 */
export async function expectAccessible(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  expect(serious, `${name}: accessibility violations`).toEqual([]);
}

/**
 * The same check at 1280 px and at 375 px (a phone), named `<name>-1280` and `<name>-375`; the
 * page is left at 1280 px. Both widths show the same screen, so nothing else changes in between.
 */
export async function expectAccessibleOnDesktopAndPhone(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await expectAccessible(page, testInfo, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await expectAccessible(page, testInfo, `${name}-375`);
  await page.setViewportSize(DESKTOP);
}
