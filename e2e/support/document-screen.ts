import { expect, type Page } from '@playwright/test';
import { snackbar } from './snackbar';

/** The Document screen's pieces, found as a person finds them (by role and name). */
export const screenOf = (page: Page) => ({
  heading: page.getByRole('heading', { level: 1 }),
  status: (name: string) => page.getByText(`Status: ${name}`),
  action: (name: string) =>
    page.getByRole('group', { name: 'Document actions' }).getByRole('button', { name, exact: true }),
  field: (label: string) =>
    page
      .getByRole('textbox', { name: label, exact: true })
      .or(page.getByRole('combobox', { name: label, exact: true })),
  cell: (column: string, row: number) => page.getByRole('textbox', { name: `${column}, row ${row}`, exact: true }),
  tab: (name: string) => page.getByRole('tab', { name, exact: true }),
  snackbar: (text: string | RegExp) => snackbar(page, text),
});

/** Drags over a rectangle of the page, given in page units (PDF points), at the viewer's zoom. */
export async function dragOverPage(page: Page, box: { x0: number; y0: number; x1: number; y1: number }, zoom = 1.5) {
  const canvas = page.locator('.react-pdf__Page__canvas');
  await expect(canvas).toBeVisible();
  const at = (await canvas.boundingBox())!;
  const pad = 3;
  await page.mouse.move(at.x + (box.x0 - pad) * zoom, at.y + (box.y0 - pad) * zoom);
  await page.mouse.down();
  await page.mouse.move(at.x + ((box.x0 + box.x1) / 2) * zoom, at.y + ((box.y0 + box.y1) / 2) * zoom, { steps: 4 });
  await page.mouse.move(at.x + (box.x1 + pad) * zoom, at.y + (box.y1 + pad) * zoom, { steps: 4 });
  await page.mouse.up();
}
