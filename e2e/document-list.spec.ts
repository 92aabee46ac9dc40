import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DESKTOP, expectAccessible, PHONE } from './support/axe';
import { companyName, demo } from './support/demo-users';
import { apiGet, dropFile, sampleInvoice, uploadInvoices } from './support/documents';
import { screenOf } from './support/document-screen';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/*
 * The AR invoice list of a vendor against the real server: a new invoice sent through the
 * Send dialog, then paging, sorting, the status tabs, opening rows, exports and the phone;
 * and the purchaser's side of the list. The vendor is the company's administrator and the
 * purchaser's user is its auditor: this file sorts before sign-in.spec and licence.spec,
 * which need the first sign-in of the other users of these companies.
 */
test.describe.configure({ mode: 'serial' });

const vendor = demo.admin('permian');
const auditor = demo.readOnly('redmesa');
const run = Date.now().toString().slice(-5);
const invoiceNumber = `PBS-L${run}`;

interface ListPage {
  columns: { key: string; name: string }[];
  totalRecords: number;
  rows: {
    id: number;
    isRead: boolean;
    routeStatusId: number | null;
    fileName: string | null;
    invoiceNumber: string | null;
  }[];
}

let page: Page;

/** The list as the server has it, for what the screen should show. */
const listOf = (query: string) => apiGet<ListPage>(page, `/documentroute/all/93?${query}`);

const grid = (p: Page = page) => p.getByRole('grid', { name: /^AR Invoices/ });
const dataRows = (p: Page = page) =>
  grid(p)
    .getByRole('row')
    .filter({ has: p.getByRole('gridcell') });
const cellIn = (row: Locator, key: string) => row.locator(`[role="gridcell"][data-field="${key}"]`);
const shownRange = (p: Page = page) => p.getByText(/^\d+–\d+ of \d+$/);
/** The rows of the page: the grid draws only those in view, but counts them all for screen readers. */
const expectRows = (count: number, p: Page = page) =>
  expect(grid(p)).toHaveAttribute('aria-rowcount', String(count + 1));

async function newPage(browser: Browser, email: string, path: string) {
  const p = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signIn(p, email, path);
  await acceptLicenceIfAsked(p);
  return p;
}

test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signIn(page, vendor.email, '/documentlist/93');
  await acceptLicenceIfAsked(page);
});
test.afterAll(async () => {
  await page?.context().close();
});

test('the vendor sends a new AR invoice through the Send dialog: recipient, dropped file, progress', async () => {
  test.setTimeout(90_000);
  await expect(page.getByRole('heading', { name: 'AR Invoices', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send AR Invoice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send AR Invoice' });
  const next = dialog.getByRole('button', { name: 'Next' });

  // Next waits for a recipient; leaving the recipient empty says Required.
  await expect(next).toHaveCount(0);
  const recipient = dialog.getByRole('combobox', { name: 'Recipient' });
  await expect(recipient).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('Required', { exact: true })).toBeVisible();
  await recipient.fill('Red Mesa');
  await page
    .getByRole('option')
    .filter({ hasText: companyName('redmesa') })
    .click();
  await expect(dialog.getByText('Required', { exact: true })).toHaveCount(0);

  await next.click();
  await expect(dialog.getByText('Please select a file to send')).toBeVisible();
  await dropFile(dialog.getByText('Drop a file here, or'), {
    name: `${invoiceNumber}.pdf`,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await sampleInvoice(invoiceNumber)),
  });
  await expect(dialog.getByText(`${invoiceNumber}.pdf`)).toBeVisible();
  await expect(dialog.getByText('Please select a file to send')).toHaveCount(0);

  // A slow line, so that the upload's progress can be watched as it goes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 1500,
  });
  await next.click();
  const bar = dialog.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { intervals: [100] })
    .toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();

  const s = screenOf(page);
  await expect(s.snackbar('Successfully uploaded the document')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(s.heading).toHaveText(`${invoiceNumber}.pdf`);
  await expect(s.field('Purchaser')).toHaveValue(companyName('redmesa'));
});

test('the vendor pages through the list, sorts it by a column and switches the status tabs', async () => {
  test.setTimeout(120_000);
  // More rows than the first page holds.
  const before = await listOf('pageSize=25');
  const missing = Math.max(0, 30 - before.totalRecords);
  await uploadInvoices(
    page,
    Array.from({ length: missing }, (_, i) => `PBS-P${run}-${String(i + 1).padStart(2, '0')}`),
  );
  const total = (await listOf('pageSize=25')).totalRecords;
  expect(total).toBeGreaterThan(25);

  await page.goto('/documentlist/93');
  await expect(shownRange()).toHaveText(`1–25 of ${total}`);
  await expectRows(25);
  // Newest first: the invoice just sent leads the list.
  const newest = await listOf('pageSize=25&sortBy=id&sortDirection=desc');
  await expect(dataRows().first()).toHaveAttribute('data-id', String(newest.rows[0]!.id));

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(shownRange()).toHaveText(`26–${Math.min(50, total)} of ${total}`);
  await expectRows(Math.min(25, total - 25));

  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '50', exact: true }).click();
  await expect(shownRange()).toHaveText(`1–${Math.min(50, total)} of ${total}`);

  // Sorted by the server: Invoice # ascending, then descending.
  const invoiceNo = grid().getByRole('columnheader', { name: 'Invoice #' });
  await invoiceNo.click();
  await expect(invoiceNo).toHaveAttribute('aria-sort', 'ascending');
  const ascending = await listOf('pageSize=50&sortBy=invoiceNumber&sortDirection=asc');
  await expect(dataRows().first()).toHaveAttribute('data-id', String(ascending.rows[0]!.id));
  await expect(cellIn(dataRows().first(), 'invoiceNumber')).toHaveText(ascending.rows[0]!.invoiceNumber ?? '');
  await invoiceNo.click();
  await expect(invoiceNo).toHaveAttribute('aria-sort', 'descending');
  const descending = await listOf('pageSize=50&sortBy=invoiceNumber&sortDirection=desc');
  await expect(dataRows().first()).toHaveAttribute('data-id', String(descending.rows[0]!.id));

  // The tabs filter by route status and are kept in the address.
  const tabs = page.getByRole('tablist', { name: 'Route status' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'All',
    'Sent',
    'Received',
    'Approved',
    'Paid',
    'Rejected',
    'Resubmitted',
    'Pending',
    'Returned',
  ]);
  for (const [name, id] of [
    ['Rejected', 5],
    ['Paid', 4],
  ] as const) {
    await page.getByRole('tab', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/documentlist/93\\?documentRouteStatusId=${id}$`));
    const expected = await listOf(`pageSize=50&documentRouteStatusId=${id}`);
    expect(expected.totalRecords).toBeGreaterThan(0);
    await expectRows(expected.rows.length);
    for (const row of await dataRows().all()) {
      await expect(cellIn(row, 'routeStatusName')).toContainText(`Status: ${name}`);
    }
  }
  await page.getByRole('tab', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/documentlist\/93$/);
  await expect(shownRange()).toHaveText(`1–${Math.min(50, total)} of ${total}`);
});

test('a row opens its document by a click and by the keyboard', async () => {
  await page.goto('/documentlist/93');
  const list = await listOf('pageSize=25');
  await dataRows().nth(1).click();
  await expect(page).toHaveURL(new RegExp(`/documents/${list.rows[1]!.id}$`));
  await expect(screenOf(page).heading).toHaveText(list.rows[1]!.fileName!);

  await page.goBack();
  await expectRows(25);
  // Arrow keys move between the cells; Enter opens the row that has the focus.
  await cellIn(dataRows().first(), 'invoiceNumber').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/documents/${list.rows[2]!.id}$`));
});

test('the vendor exports the rejected invoices to CSV and to Excel', async () => {
  await page.goto('/documentlist/93?documentRouteStatusId=5');
  const rejected = await listOf('pageSize=25&documentRouteStatusId=5');
  await expectRows(rejected.rows.length);
  // Every column of the result set, the status first, as the grid orders them.
  const headers = ['Status', ...rejected.columns.filter((c) => c.key !== 'routeStatusName').map((c) => c.name)];

  await page.getByRole('button', { name: 'Export' }).click();
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export to CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe('AR Invoices - Rejected.csv');
  const lines = (await readFile((await csv.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(headers.join(','));
  expect(lines).toHaveLength(rejected.rows.length + 1);
  expect(lines[1]).toMatch(/^Rejected,/);
  expect(lines[1]).toContain(rejected.rows[0]!.fileName!);

  await page.getByRole('button', { name: 'Export' }).click();
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export to Excel' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toBe('AR Invoices - Rejected.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path())!);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([undefined, ...headers]);
  expect(sheet.rowCount).toBe(rejected.rows.length + 1);
  const total = headers.indexOf('Invoice Total') + 1;
  expect(typeof sheet.getRow(2).getCell(total).value).toBe('number');
});

test('the list is accessible, and on a 375 px phone shows fewer columns', async () => {
  const testInfo = test.info();
  await page.goto('/documentlist/93');
  await expectRows(25);
  await expectAccessible(page, testInfo, 'document-list-1280');

  await page.setViewportSize(PHONE);
  await expect(grid().getByRole('columnheader')).toHaveText(['Status', 'Invoice #', 'Invoice Date', 'Invoice Total']);
  // The grid scrolls inside itself; the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectAccessible(page, testInfo, 'document-list-375');
  await dataRows().first().click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await page.setViewportSize(DESKTOP);
});

test('the purchaser’s auditor sees the received invoices, unread in bold, and cannot send', async ({ browser }) => {
  // As the dashboard's Payment Status bar links to a status of the list.
  const purchaser = await newPage(browser, auditor.email, '/documentlist/93?documentRouteStatusId=1');
  try {
    await expect(purchaser.getByRole('tab', { name: 'Sent' })).toHaveAttribute('aria-selected', 'true');
    const sent = await apiGet<ListPage>(purchaser, '/documentroute/all/93?documentRouteStatusId=1');
    expect(sent.rows.length).toBeGreaterThan(0);
    const rows = dataRows(purchaser);
    await expectRows(sent.rows.length, purchaser);
    for (const [i, expected] of sent.rows.entries()) {
      await expect(rows.nth(i)).toHaveCSS('font-weight', expected.isRead ? '400' : '700');
    }
    // Nobody at the purchaser has opened a Sent invoice yet (opening it makes it Received).
    await expect(rows.first()).toHaveCSS('font-weight', '700');
    await expect(cellIn(rows.first(), 'routeStatusName')).toHaveText('Status: Sent, unread');
    // The status carries its icon (which one is checked by the component tests: the build has no test ids).
    await expect(cellIn(rows.first(), 'routeStatusName').locator('svg.MuiChip-icon')).toBeVisible();
    await expect(purchaser.getByRole('button', { name: 'Send AR Invoice' })).toHaveCount(0);
  } finally {
    await purchaser.context().close();
  }
});
