import { expect, test } from '@playwright/test';
import { companyName, demo } from './support/demo-users';
import { sampleInvoice } from './support/documents';
import { screenOf } from './support/document-screen';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/*
 * Issue 28, item 13: by keyboard alone, Enter on "Choose file" opens the picker (Space did, Enter
 * did not), and the editor that opens after sending takes the focus to its heading instead of
 * leaving it on the page body.
 */
const vendor = demo.user('permian');

test('Enter on Choose file opens the picker; the new document’s heading has the focus', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, vendor.email, '/documentlist/93');
  await acceptLicenceIfAsked(page);
  await page.getByRole('button', { name: 'Send AR Invoice' }).click();
  const send = page.getByRole('dialog', { name: 'Send AR Invoice' });
  await send.getByRole('combobox', { name: 'Recipient' }).fill('Red Mesa');
  await page
    .getByRole('option')
    .filter({ hasText: companyName('redmesa') })
    .click();

  const choose = send.getByRole('button', { name: 'Choose file' });
  await choose.focus();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser', { timeout: 5000 }),
    page.keyboard.press('Enter'),
  ]);
  const invoiceNumber = `PBK-${Date.now().toString().slice(-6)}`;
  const file = {
    name: `${invoiceNumber}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await sampleInvoice(invoiceNumber)),
  };
  await chooser.setFiles(file);
  await expect(send.getByText(`${invoiceNumber}.pdf`)).toBeVisible();
  // Space still opens it, once.
  await send.getByRole('button', { name: 'Choose another file' }).focus();
  const [again] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5000 }), page.keyboard.press(' ')]);
  await again.setFiles(file);

  await send.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  const s = screenOf(page);
  await expect(s.heading).toHaveText(`${invoiceNumber}.pdf`);
  await expect(s.heading).toBeFocused();
});
