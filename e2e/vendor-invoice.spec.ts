import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { companyName, demo } from './support/demo-users';
import { apiGet, dropFile, sampleInvoice, samplePoNumber, wordBox } from './support/documents';
import { dragOverPage, screenOf } from './support/document-screen';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/*
 * The AR invoice from a vendor to a purchaser, end to end in two browsers: prepared and sent
 * by the vendor, received and rejected by the purchaser, replaced and resubmitted, then
 * approved and paid.
 */
test.describe.configure({ mode: 'serial' });

const vendor = demo.user('permian');
const purchaser = demo.user('redmesa');
const invoiceNumber = `PBS-${Date.now().toString().slice(-6)}`;
const reason = 'Mileage rate is not per the MSA.';

let vendorPage: Page;
let purchaserPage: Page;
let firstId: number;
let secondId: number;

async function open(browser: Browser, email: string, path: string) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, email, path);
  await acceptLicenceIfAsked(page);
  return page;
}

test.beforeAll(async ({ browser }) => {
  vendorPage = await open(browser, vendor.email, '/');
  purchaserPage = await open(browser, purchaser.email, '/');
});
test.afterAll(async () => {
  await vendorPage?.context().close();
  await purchaserPage?.context().close();
});

test('the vendor checks the extracted fields, captures one from the page, fixes the line items and sends', async () => {
  test.setTimeout(120_000);
  const page = vendorPage;
  const s = screenOf(page);
  // Sent from the list: the purchaser, the dropped file, Next; the new document opens.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'AR Invoices' }).click();
  await page.getByRole('button', { name: 'Send AR Invoice' }).click();
  const send = page.getByRole('dialog', { name: 'Send AR Invoice' });
  await send.getByRole('combobox', { name: 'Recipient' }).fill('Red Mesa');
  await page
    .getByRole('option')
    .filter({ hasText: companyName('redmesa') })
    .click();
  await dropFile(send.getByText('Drop a file here, or'), {
    name: `${invoiceNumber}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await sampleInvoice(invoiceNumber)),
  });
  await send.getByRole('button', { name: 'Next' }).click();
  await expect(s.snackbar('Successfully uploaded the document')).toBeVisible();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  firstId = Number(new URL(page.url()).pathname.split('/').pop());

  // Values read from the page are highlighted for a moment.
  await expect(page.locator('[data-highlighted="true"]').first()).toBeVisible();
  await expect(s.field('Invoice #')).toHaveValue(invoiceNumber);
  await expect(s.field('Invoice Date')).toHaveValue('10/31/2026');
  await expect(s.field('Invoice Total')).toHaveValue('1870.00');
  await expect(page.locator('[data-highlighted="true"]')).toHaveCount(0, { timeout: 5000 });
  await expect(s.status('Pending')).toBeVisible();
  // The purchaser it was uploaded for, connected on the network.
  await expect(s.field('Purchaser')).toHaveValue(companyName('redmesa'));
  await expect(page.getByText('Connected', { exact: true })).toBeVisible();

  // Capture: select the PO # field and drag over the number on the page.
  await s.field('PO #').fill('');
  await s.field('PO #').click();
  await expect(page.getByText('Click or drag on the page to fill PO #.')).toBeVisible();
  await expect(page.locator('[data-capture-layer="active"]')).toBeVisible();
  await dragOverPage(page, await wordBox(page, firstId, samplePoNumber(invoiceNumber)));
  await expect(s.field('PO #')).toHaveValue(samplePoNumber(invoiceNumber));
  await expect(page.locator('[data-highlight="true"]').first()).toBeAttached();
  await expect(page.locator('[data-highlight="true"]')).toHaveCount(0, { timeout: 5000 });

  // One suggested row from the table on the page; the coding is the purchaser's.
  await page.getByRole('button', { name: 'Suggested Rows (2)' }).click();
  const suggested = page.getByRole('dialog', { name: 'Suggested Rows' });
  await suggested.getByRole('button', { name: 'Accept row 1' }).click();
  await suggested.getByRole('button', { name: 'Close' }).click();
  await expect(s.cell('Description', 1)).toHaveValue('Hot oil unit, 8 hrs');
  await expect(page.getByRole('status', { name: 'Detail total' })).toHaveText(
    'Detail total $1,480.00 · $390.00 remaining',
  );
  await s.cell('AFE #', 1).fill('RM24-0117');
  // The purchaser's code, picked by its number: "4300" and Enter take the one listed value it matches (issue 40).
  await s.cell('Cost Center', 1).fill('4300');
  await page.keyboard.press('Enter');
  await expect(s.cell('Cost Center', 1)).toHaveValue('4300 - Permian Production Ops');
  await s.cell('Account Code', 1).fill('8140 - Hot Oil & Chemical');
  await s.cell('Well', 1).fill('Mesa Verde 14-23 #2H');

  // Sending checks the document first, in the spec's words.
  await s.action('Send').click();
  await expect(s.snackbar('Field Org Unit is required')).toBeVisible();
  await expect(s.snackbar('Detail item total ($1,480.00) does not match Invoice Total ($1,870.00)')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/documents/${firstId}$`));

  await page.getByRole('button', { name: 'Suggested Rows (1)' }).click();
  await page.getByRole('dialog', { name: 'Suggested Rows' }).getByRole('button', { name: 'Accept all' }).click();
  await expect(page.getByRole('status', { name: 'Detail total' })).toHaveText(
    'Detail total $1,870.00 · matches Invoice Total',
  );
  await s.cell('AFE #', 2).fill('RM24-0117');
  await s.cell('Cost Center', 2).fill('4300 - Permian Production Ops');
  await s.cell('Account Code', 2).fill('8210 - Trucking & Transportation');
  await s.cell('Well', 2).fill('Mesa Verde 14-23 #2H');
  await s.field('Org Unit').click();
  await page.getByRole('option', { name: 'Midland Field Office' }).click();
  await expect(s.field('Org Unit')).toHaveValue('Midland Field Office');

  await s.action('Send').click();
  await expect(s.snackbar('Document Sent')).toBeVisible();
  await expect(page).toHaveURL(/\/documentlist\/93$/);
});

test('the purchaser opens it (Received), may not change it, and rejects it with a reason', async () => {
  const page = purchaserPage;
  const s = screenOf(page);
  await page.goto(`/documents/${firstId}`);
  await expect(s.status('Received')).toBeVisible();
  await expectAccessible(page, test.info(), 'received-1280');
  await expect(
    page.getByRole('tabpanel', { name: 'Metadata' }).getByText(invoiceNumber, { exact: true }),
  ).toBeVisible();
  await expect(s.action('Save')).toHaveCount(0);
  await expect(s.action('Send')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Invoice #' })).toHaveCount(0);

  await s.action('Reject').click();
  const dialog = page.getByRole('dialog', { name: 'Reject' });
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(s.snackbar('Rejected')).toBeVisible();
  await expect(s.status('Rejected')).toBeVisible();
  await expect(page.getByRole('note', { name: 'Rejection Reason' })).toContainText(reason);
});

test('the vendor sees the rejection reason, replaces the file and resubmits the new version', async () => {
  test.setTimeout(90_000);
  const page = vendorPage;
  const s = screenOf(page);
  await page.goto(`/documents/${firstId}`);
  await expect(s.status('Rejected')).toBeVisible();
  await expect(page.getByRole('note', { name: 'Rejection Reason' })).toContainText(reason);

  // The revised invoice prints another PO number (its own: the same PO, amount and date is a possible duplicate).
  const revisedPo = `${samplePoNumber(invoiceNumber)}-R`;
  await s.action('Replace File').click();
  const dialog = page.getByRole('dialog', { name: 'Replace File' });
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(dialog.getByText('Please select a file to send')).toBeVisible();
  await dialog.getByLabel('File').setInputFiles({
    name: `${invoiceNumber}-rev1.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(
      await sampleInvoice(invoiceNumber, { remarks: 'Mileage at the MSA rate', poNumber: revisedPo }),
    ),
  });
  await expect(dialog.getByText(`${invoiceNumber}-rev1.pdf`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Replace' }).click();
  await expect(s.snackbar('Successfuly replaced the document')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The new file is shown at once (issue 28, item 4), and what Resubmit does next is said.
  const replacement = page.getByRole('region', { name: 'Replacement file' });
  await expect(replacement).toBeVisible();
  await expect(replacement.locator('.react-pdf__Page__canvas')).toBeVisible();
  await expect(page.getByText('A replacement file is ready and shown here.', { exact: false })).toBeVisible();
  // Its text is read before Resubmit: the PO number it prints takes the old one's place.
  await expect(page.getByText('The values read from it are filled in.', { exact: false })).toBeVisible({
    timeout: 30_000,
  });
  await expect(s.field('PO #')).toHaveValue(revisedPo);

  await s.action('Resubmit').click();
  await expect(page).not.toHaveURL(new RegExp(`/documents/${firstId}$`));
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  secondId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(s.heading).toHaveText(`${invoiceNumber}-rev1.pdf`);
  await expect(s.status('Pending')).toBeVisible({ timeout: 30_000 });
  await expect(s.field('Org Unit')).toHaveValue('Midland Field Office');
  await expect(s.field('PO #')).toHaveValue(revisedPo);
  await s.action('Send').click();
  await expect(s.snackbar('Document Sent')).toBeVisible();

  // The old version is Resubmitted and names the new one.
  const old = await apiGet<{ routeStatusId: number; latestVersionDocId: number }>(page, `/documents/${firstId}`);
  expect(old).toMatchObject({ routeStatusId: 6, latestVersionDocId: secondId });
});

test('the purchaser approves the new version and marks it paid', async () => {
  const page = purchaserPage;
  const s = screenOf(page);
  await page.goto(`/documents/${secondId}`);
  await expect(s.status('Received')).toBeVisible();
  await s.action('Approve').click();
  const approve = page.getByRole('dialog', { name: 'Approve' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(s.status('Approved')).toBeVisible();
  await s.action('Mark Paid').click();
  const pay = page.getByRole('dialog', { name: 'Mark Paid' });
  await pay.getByRole('textbox', { name: 'Reference' }).fill('ACH 0211-5589');
  await pay.getByRole('button', { name: 'Mark Paid' }).click();
  await expect(s.status('Paid')).toBeVisible();
  await expect(s.action('Approve')).toHaveCount(0);
  await expect(s.action('Reject')).toHaveCount(0);
});

test('both sides see the full audit history, filtered by category', async () => {
  for (const page of [purchaserPage, vendorPage]) {
    const s = screenOf(page);
    await page.goto(`/documents/${secondId}`);
    await expect(s.status('Paid')).toBeVisible();
    // The payment is on the invoice, for both sides, its date in the person's format (issue 40).
    const valueOf = (label: string) => page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    await expect(valueOf('Payment Reference')).toHaveText('ACH 0211-5589');
    await expect(valueOf('Amount Paid')).toHaveText('$1,870.00');
    await expect(valueOf('Paid Date')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
    await s.tab('Audit History').click();
    const all = page.getByRole('list', { name: 'All history' });
    for (const step of ['Resubmitted From', 'Sent', 'Received', 'Approved', 'Paid']) {
      await expect(all.getByText(step, { exact: true }).first()).toBeVisible();
    }
    await page.getByRole('tab', { name: 'Views' }).click();
    await expect(page.getByRole('list', { name: 'Views history' }).getByText('Viewed').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Workflow' }).click();
    const workflow = page.getByRole('list', { name: 'Workflow history' });
    await expect(workflow.getByText('Paid', { exact: true })).toBeVisible();
    await expect(workflow.getByText('Viewed')).toHaveCount(0);

    await s.tab('Versions').click();
    await expect(page.getByRole('list', { name: 'Versions' }).getByRole('link')).toHaveCount(2);
  }
  // The first version keeps its own history: sent, rejected with the reason, resubmitted.
  const page = vendorPage;
  await page.getByRole('link', { name: /^Version 1/ }).click();
  await expect(screenOf(page).status('Resubmitted')).toBeVisible();
  await screenOf(page).tab('Audit History').click();
  // Its hash chain recomputed on the server: every entry as written (issue 46.8).
  await expect(page.getByRole('status', { name: 'History check' })).toHaveText(
    /^History verified: all \d+ entries are as written\.$/,
  );
  const all = page.getByRole('list', { name: 'All history' });
  for (const step of ['Sent', 'Rejected', 'Rejection Reason', 'Resubmitted', 'Line Items Changed', 'Field Changed']) {
    await expect(all.getByText(step, { exact: true }).first()).toBeVisible();
  }
  await expect(all.getByText(`Rejection Reason: ${reason}`)).toBeVisible();
  await page.getByRole('button', { name: 'Details of Line Items Changed' }).click();
  const details = page.getByRole('dialog', { name: /^History Details/ });
  await expect(details.getByRole('cell', { name: 'Mileage' }).first()).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
});
