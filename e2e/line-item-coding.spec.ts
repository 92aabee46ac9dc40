import { expect, test } from '@playwright/test';
import { demo } from './support/demo-users';
import { uploadInvoice } from './support/documents';
import { screenOf } from './support/document-screen';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/*
 * Issue 28, item 2: a vendor codes its invoice's lines with the purchaser's accounting. The
 * purchaser's own cost centres are offered (not typed from memory), the header's AFE flows to
 * the lines, a column fills down, and a refused Send marks the empty cell where it is, scrolls
 * it into view at 1280 px, focuses it and announces the problem.
 */
const vendor = demo.user('permian');
const invoiceNumber = `PBC-${Date.now().toString().slice(-6)}`;

test('the vendor codes the lines with the purchaser’s values and is taken to the cell left empty', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, vendor.email, '/');
  await acceptLicenceIfAsked(page);
  const id = await uploadInvoice(page, invoiceNumber);
  const s = screenOf(page);
  await page.goto(`/documents/${id}`);
  await expect(s.status('Pending')).toBeVisible();

  // The header's AFE, chosen among the purchaser's.
  await s.field('AFE #').click();
  await s.field('AFE #').fill('RM24-0131');
  await page.keyboard.press('Escape');

  // Suggested lines take the header's AFE.
  await page.getByRole('button', { name: /^Suggested Rows/ }).click();
  await page.getByRole('dialog', { name: 'Suggested Rows' }).getByRole('button', { name: 'Accept all' }).click();
  await expect(s.cell('Description', 2)).toHaveValue('Mileage');
  await expect(s.cell('AFE #', 1)).toHaveValue('RM24-0131');
  await expect(s.cell('AFE #', 2)).toHaveValue('RM24-0131');

  // Cost centres are Red Mesa's own (the vendor's own "100 - Midland Operations" is not offered).
  await s.cell('Cost Center', 1).click();
  await expect(page.getByRole('option', { name: '4100 - Permian Drilling' })).toBeVisible();
  await expect(page.getByRole('option', { name: '100 - Midland Operations' })).toHaveCount(0);
  await page.getByRole('option', { name: '4200 - Permian Completions' }).click();
  await expect(s.cell('Cost Center', 1)).toHaveValue('4200 - Permian Completions');
  await page.getByRole('button', { name: 'Fill Cost Center down' }).click();
  await expect(s.cell('Cost Center', 2)).toHaveValue('4200 - Permian Completions');

  await s.cell('Account Code', 1).click();
  await page.getByRole('option', { name: '8140 - Hot Oil & Chemical' }).click();
  await s.cell('Well', 1).click();
  await page.getByRole('option', { name: 'Mesa Verde 14-23 #2H' }).click();
  await page.getByRole('button', { name: 'Fill Well down' }).click();
  await s.field('Org Unit').click();
  await page.getByRole('option', { name: 'Midland Field Office' }).click();

  // Row 2's Account Code is left empty: Send marks it where it is, brings it into view and says so.
  await s.action('Send').click();
  const missing = s.cell('Account Code', 2);
  await expect(missing).toHaveAttribute('aria-invalid', 'true');
  await expect(missing).toBeFocused();
  await expect(missing).toBeInViewport();
  // Said by the snackbar, an alert: a screen reader announces it.
  await expect(page.getByRole('alert').filter({ hasText: 'Line 2: Field Account Code is required' })).toBeVisible();
  await expect(s.cell('Account Code', 1)).toHaveAttribute('aria-invalid', 'false');
  await expect(page).toHaveURL(new RegExp(`/documents/${id}$`));

  await page.keyboard.type('8210');
  await page.getByRole('option', { name: '8210 - Trucking & Transportation' }).click();
  await expect(missing).toHaveAttribute('aria-invalid', 'false');
  await s.action('Send').click();
  await expect(s.snackbar('Document Sent')).toBeVisible();
});
