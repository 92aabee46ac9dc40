import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP, expectAccessible, PHONE } from './support/axe';
import { demo } from './support/demo-users';
import { uploadInvoice } from './support/documents';
import { screenOf } from './support/document-screen';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/*
 * The vendor's part of the invoice journey again, by keyboard only on a desktop and by touch
 * on a 375 px phone, with the accessibility checks of each state. (Sorted after sign-in.spec
 * and licence.spec, which need this user's first sign-in.)
 */
const vendor = demo.user('permian');
const coding = ['RM24-0117', '4300 - Permian Production Ops', '8140 - Hot Oil & Chemical', 'Mesa Verde 14-23 #2H'];
const codingColumns = ['AFE #', 'Cost Center', 'Account Code', 'Well'];

/** Presses Tab until `target` has the focus, as a keyboard user moves through the screen. */
async function tabTo(page: Page, target: Locator, max = 200) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The whole width of the page shows in its pane: it opens fitted to the pane, not cut at its right edge. */
async function expectPageFitsItsPane(page: Page) {
  const pane = page.getByRole('region', { name: 'Document file' });
  await expect(page.locator('.react-pdf__Page__canvas')).toBeVisible();
  await expect.poll(() => pane.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

test('with the keyboard only, a vendor picks the org unit, accepts the suggested rows, codes them and sends', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const s = screenOf(page);
  await page.setViewportSize(DESKTOP);
  await signIn(page, vendor.email);
  await acceptLicenceIfAsked(page);
  const id = await uploadInvoice(page, `PBS-K${Date.now().toString().slice(-5)}`);
  await page.goto(`/documents/${id}`);
  await expect(s.field('Invoice #')).not.toHaveValue('');
  await expectPageFitsItsPane(page);
  await expectAccessible(page, testInfo, 'document-1280');

  await tabTo(page, s.field('Org Unit'));
  await page.keyboard.type('Midland');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(s.field('Org Unit')).toHaveValue('Midland Field Office');

  // The separator between the page and the line items moves with the arrow keys.
  const separator = page.getByRole('separator', { name: 'Resize line items' });
  await tabTo(page, separator);
  await page.keyboard.press('ArrowUp');
  await expect(separator).toHaveAttribute('aria-valuenow', '45');

  await tabTo(page, page.getByRole('button', { name: 'Suggested Rows (2)' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Suggested Rows' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, testInfo, 'suggested-rows-1280');
  await tabTo(page, dialog.getByRole('button', { name: 'Accept all' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Line item rows' })).toBeFocused();

  for (const row of [1, 2]) {
    for (const [i, column] of codingColumns.entries()) {
      await tabTo(page, s.cell(column, row));
      await page.keyboard.type(coding[i]!);
    }
  }
  await expect(page.getByRole('status', { name: 'Detail total' })).toHaveText(
    'Detail total $1,870.00 · matches Invoice Total',
  );
  await tabTo(page, s.action('Send'));
  await page.keyboard.press('Enter');
  await expect(s.snackbar('Document Sent')).toBeVisible();
  await expect(page).toHaveURL(/\/documentlist\/93$/);
});

test('on a 375 px phone, a vendor edits the invoice in the side drawer and sends it', async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  const s = screenOf(page);
  await page.setViewportSize(PHONE);
  await signIn(page, vendor.email);
  await acceptLicenceIfAsked(page);
  const id = await uploadInvoice(page, `PBS-P${Date.now().toString().slice(-5)}`);
  await page.goto(`/documents/${id}`);

  // The page fills the screen; editing happens in a drawer.
  await expectPageFitsItsPane(page);
  await expect(s.field('Invoice #')).toHaveCount(0);
  await expectAccessible(page, testInfo, 'document-375');
  await page.getByRole('button', { name: 'Edit details' }).click();
  const drawer = page.getByRole('heading', { name: 'Document details' });
  await expect(drawer).toBeVisible();
  await expect(s.field('Invoice #')).not.toHaveValue('');
  await expectAccessible(page, testInfo, 'document-375-details');

  await s.field('Org Unit').click();
  await page.getByRole('option', { name: 'Midland Field Office' }).click();
  await page.getByRole('button', { name: 'Suggested Rows (2)' }).click();
  await page.getByRole('dialog', { name: 'Suggested Rows' }).getByRole('button', { name: 'Accept all' }).click();
  for (const row of [1, 2]) {
    for (const [i, column] of codingColumns.entries()) await s.cell(column, row).fill(coding[i]!);
  }
  await expect(page.getByRole('status', { name: 'Detail total' })).toContainText('matches Invoice Total');
  await page.getByRole('button', { name: 'Close details' }).click();
  await expect(drawer).toBeHidden();

  await s.action('Send').click();
  await expect(s.snackbar('Document Sent')).toBeVisible();
  await expect(page).toHaveURL(/\/documentlist\/93$/);

  // Sent: the same screen reads only, for a person on a phone too.
  await page.goto(`/documents/${id}`);
  await expect(s.status('Sent')).toBeVisible();
  await page.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByText('Midland Field Office')).toBeVisible();
  await expect(s.field('Org Unit')).toHaveCount(0);
  await expectAccessible(page, testInfo, 'document-375-sent');
});
