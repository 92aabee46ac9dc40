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
  cell: (column: string, row: number) =>
    page
      .getByRole('textbox', { name: `${column}, row ${row}`, exact: true })
      .or(page.getByRole('combobox', { name: `${column}, row ${row}`, exact: true })),
  tab: (name: string) => page.getByRole('tab', { name, exact: true }),
  snackbar: (text: string | RegExp) => snackbar(page, text),
});

/** Drags over a rectangle of the page, given in page units (PDF points), at the viewer's zoom. */
export async function dragOverPage(page: Page, box: { x0: number; y0: number; x1: number; y1: number }) {
  const canvas = page.locator('.react-pdf__Page__canvas');
  await expect(canvas).toBeVisible();
  // The page first draws at 1.5, then fits its pane once its size is known: wait until it rests.
  let zoom = 0;
  let at = { x: 0, y: 0, width: 0, height: 0 };
  await expect
    .poll(async () => {
      const [z, b] = [await shownZoom(page), (await canvas.boundingBox())!];
      const resting = z === zoom && b.width === at.width && b.x === at.x;
      [zoom, at] = [z, b];
      return resting;
    })
    .toBe(true);
  const pad = 3;
  await page.mouse.move(at.x + (box.x0 - pad) * zoom, at.y + (box.y0 - pad) * zoom);
  await page.mouse.down();
  await page.mouse.move(at.x + ((box.x0 + box.x1) / 2) * zoom, at.y + ((box.y0 + box.y1) / 2) * zoom, { steps: 4 });
  await page.mouse.move(at.x + (box.x1 + pad) * zoom, at.y + (box.y1 + pad) * zoom, { steps: 4 });
  await page.mouse.up();
}

/** The zoom the viewer's toolbar shows ("Zoom 118%"): the page opens fitted to its pane. */
async function shownZoom(page: Page): Promise<number> {
  const label = page.getByRole('toolbar', { name: 'File viewer' }).getByText(/^Zoom \d+%$/);
  const text = (await label.textContent()) ?? '';
  return Number(/(\d+)%/.exec(text)![1]) / 100;
}
