import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './support/axe';
import { companyName, demo } from './support/demo-users';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/** A square logo (a dark block on white): fitted into 250 × 50, it has the most empty box around it. */
const squareLogo = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADwAAAA8CAIAAAC1nk4lAAAAUklEQVR42u3ZUREAIAhEQZrQyD6mxxaC4968APt/UQ8uoKGhoaGhL6Nz7ZagoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaGhoaHnoj220NDQ0NCfoA8vr/e12xYHTQAAAABJRU5ErkJggg==',
  'base64',
);

/** The company name in the top bar: whole or cut with an ellipsis, but there, as text, and wide enough to read. */
async function expectNameReadable(page: Page, name: string) {
  const shown = page.getByRole('banner').getByText(name, { exact: true });
  await expect(shown).toBeVisible();
  const box = (await shown.boundingBox())!;
  expect(box.width).toBeGreaterThan(80);
  // Light text on the bar's own colour, not on the logo's white ground.
  const { color, background } = await shown.evaluate((el) => {
    let bg = 'rgba(0, 0, 0, 0)';
    for (let e: Element | null = el; e && bg === 'rgba(0, 0, 0, 0)'; e = e.parentElement) {
      bg = getComputedStyle(e).backgroundColor;
    }
    return { color: getComputedStyle(el).color, background: bg };
  });
  expect(color).not.toBe(background);
}

test('an uploaded logo shows beside the company name, which stays readable on a desktop and a phone', async ({
  page,
}) => {
  const admin = demo.admin('bluecreek');
  const name = companyName('bluecreek');
  await signIn(page, admin.email, '/admin/settings/companyLogo');
  await acceptLicenceIfAsked(page);
  await expect(page).toHaveURL(/\/admin\/settings\/companyLogo$/);

  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'square-logo.png',
    mimeType: 'image/png',
    buffer: squareLogo,
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Successfully updated settings')).toBeVisible();

  const banner = page.getByRole('banner');
  await page.setViewportSize(DESKTOP);
  await expect(banner.locator('img[src^="data:image/png"]')).toBeVisible();
  await expectNameReadable(page, name);

  await page.setViewportSize(PHONE);
  await expectNameReadable(page, name);
});
