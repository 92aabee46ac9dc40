import { expect, test } from '@playwright/test';
import { demo } from './support/demo-users';
import { sampleInvoice, uploadInvoice } from './support/documents';
import { screenOf } from './support/document-screen';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/* Attachments of a document being prepared. (Sorted after sign-in.spec, which needs this user's first sign-in.) */
const vendor = demo.user('permian');

test('the vendor attaches a file to an invoice, previews and downloads it, and deletes it after the question', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const s = screenOf(page);
  await signIn(page, vendor.email);
  await acceptLicenceIfAsked(page);
  const id = await uploadInvoice(page, `PBS-A${Date.now().toString().slice(-5)}`);
  await page.goto(`/documents/${id}`);
  await s.tab('Attachments').click();
  await expect(page.getByText('No attachments.')).toBeVisible();

  await page.getByLabel('Attachment file').setInputFiles({
    name: 'field-ticket-8812.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await sampleInvoice('FT-8812')),
  });
  await expect(s.snackbar('Successfully uploaded the document')).toBeVisible();
  const list = page.getByRole('list', { name: 'Attachments' });
  await expect(list.getByText('field-ticket-8812.pdf')).toBeVisible();

  await page.getByRole('button', { name: 'Preview field-ticket-8812.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'field-ticket-8812.pdf' });
  await expect(preview.locator('.react-pdf__Page__canvas')).toBeVisible();
  const width = (await preview.boundingBox())!.width;
  expect(Math.round((width / page.viewportSize()!.width) * 100)).toBe(65);
  await preview.getByRole('button', { name: 'Close' }).click();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download field-ticket-8812.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('field-ticket-8812.pdf');

  await page.getByRole('button', { name: 'Delete field-ticket-8812.pdf' }).click();
  const question = page.getByRole('dialog', { name: 'Delete attachment' });
  await expect(question).toContainText('Delete field-ticket-8812.pdf ?');
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(list.getByText('field-ticket-8812.pdf')).toHaveCount(0);

  // The history has both steps.
  await s.tab('Audit History').click();
  await page.getByRole('tab', { name: 'Updates' }).click();
  await expect(page.getByRole('list', { name: 'Updates history' }).getByText('Attachment Added')).toBeVisible();
});
