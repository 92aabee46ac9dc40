import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, expectAccessible, PHONE } from './support/axe';
import { companyName, demo } from './support/demo-users';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/*
 * Home, the top bar's search, the search page and the inbox against the real server and the
 * demo network. The users are ones no journey needs a first sign-in of (this file sorts
 * before licence.spec and sign-in.spec): Permian's administrator for the vendor's dashboard,
 * and Blue Creek's user, who receives Permian's invoices, for search and the inbox. Blue
 * Creek's invoices in the seed: PBOS-24788 (Received), PBOS-24742 (Rejected), PBOS-24655 (Paid).
 */

const vendor = demo.admin('permian');
const purchaser = demo.user('bluecreek');

const documentHeading = (page: Page) => page.getByRole('heading', { level: 1 });

/** Nothing is wider than the window: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'page width').toBeLessThanOrEqual(innerWidth);
}
const paymentStatus = (page: Page) => page.getByRole('group', { name: 'Payment Status' });
const bar = (page: Page, status: string) =>
  paymentStatus(page).getByRole('link', { name: new RegExp(`^${status}: \\d+ invoices?$`) });

test('a vendor reads its dashboard and opens the AR invoices of a Payment Status bar, by mouse and keyboard', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, vendor.email, '/');
  await acceptLicenceIfAsked(page);

  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  for (const title of ['AR Invoices Sent', 'Payment Status', 'Rejected AR Invoices']) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  // A screen reader gets the figures of the line chart from its table.
  const sent = page.getByRole('region', { name: 'AR Invoices Sent' });
  await expect(sent.getByRole('table', { name: 'AR invoices sent by month' }).getByRole('row')).toHaveCount(13);
  // The seed's rejected invoice, to its purchaser.
  const rejectedRow = page
    .getByRole('table', { name: 'Rejected AR Invoices' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'PBOS-24742' }) });
  await expect(rejectedRow).toContainText(companyName('bluecreek'));
  await expect(bar(page, 'Rejected')).toBeVisible();
  await expectAccessible(page, testInfo, 'home-vendor-1280');

  // A click on the bar: the AR invoice list in that status (status = bar index + 1).
  await bar(page, 'Rejected').click();
  await expect(page).toHaveURL(/\/documentlist\/93\?documentRouteStatusId=5$/);
  await expect(page.getByRole('heading', { name: 'AR Invoices', level: 1 })).toBeVisible();

  // By keyboard: Tab moves from bar to bar, Enter opens.
  await page.goBack();
  await bar(page, 'Approved').focus();
  await page.keyboard.press('Tab');
  await expect(bar(page, 'Paid')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/documentlist\/93\?documentRouteStatusId=4$/);
  await expect(page.getByRole('heading', { name: 'AR Invoices', level: 1 })).toBeVisible();

  // A row of the rejected invoices opens the invoice.
  await page.goBack();
  await rejectedRow.getByRole('cell').last().click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(documentHeading(page)).toHaveText('PBOS-24742.pdf');

  // On a phone the panels stack and the bars still open the list.
  await page.goBack();
  await page.setViewportSize(PHONE);
  await expect(bar(page, 'Sent')).toBeVisible();
  await expectAccessible(page, testInfo, 'home-vendor-375');
  await expectNoSidewaysScroll(page);
  await bar(page, 'Sent').click();
  await expect(page).toHaveURL(/\/documentlist\/93\?documentRouteStatusId=1$/);
});

test('a purchaser searches from the top bar: a suggestion opens its document, Enter opens the search page', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, purchaser.email, '/');
  await acceptLicenceIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Operator Documents Received', level: 2 })).toBeVisible();

  // A suggestion, chosen with the keyboard: the first entry searches, the next one is the document.
  const search = page.getByRole('combobox', { name: 'Search all documents' });
  await search.fill('PBOS-24788');
  await expect(page.getByRole('option', { name: 'Search for "PBOS-24788"' })).toBeVisible();
  const suggestion = page.getByRole('option', { name: /^PBOS-24788 · Permian Basin Oilfield Services LLC/ });
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toContainText('AR Invoice');
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(documentHeading(page)).toHaveText('PBOS-24788.pdf');

  // A suggestion, chosen with the mouse.
  await search.fill('PBOS-2474');
  await page.getByRole('option', { name: /^PBOS-24742 ·/ }).click();
  await expect(documentHeading(page)).toHaveText('PBOS-24742.pdf');

  // Enter searches all documents: the search page, with the matching words marked.
  await search.fill('PBOS');
  await expect(page.getByRole('option', { name: 'Search for "PBOS"' })).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=PBOS$/);
  await expect(page.getByRole('heading', { name: 'Search results', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /documents? match(es)? "PBOS"/ })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  const hit = results.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'PBOS-24788' }) });
  await expect(hit).toBeVisible();
  await expect(hit.locator('mark').first()).toHaveText(/^PBOS$/i);
  await expectAccessible(page, testInfo, 'search-1280');
  await page.setViewportSize(PHONE);
  await expectAccessible(page, testInfo, 'search-375');
  await expectNoSidewaysScroll(page);

  await hit.getByRole('link', { name: 'PBOS-24788' }).click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(documentHeading(page)).toHaveText('PBOS-24788.pdf');
});

test('a purchaser searches the inbox, finds the text again after a reload, and opens a row', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, purchaser.email, '/');
  await acceptLicenceIfAsked(page);
  await page.getByRole('link', { name: 'Inbox' }).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: 'Inbox documents' });
  await expect(table.getByRole('link', { name: 'PBOS-24788' })).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search the inbox' });
  await box.fill('24788');
  await expect(table.getByRole('link')).toHaveText(['PBOS-24788']);
  await expect(page.getByText('1 document matches', { exact: true })).toBeVisible();

  // Remembered: after a reload the inbox opens with the same text and the same rows.
  await page.reload();
  await expect(box).toHaveValue('24788');
  await expect(table.getByRole('link')).toHaveText(['PBOS-24788']);

  // Enter on the row's number opens the document.
  await table.getByRole('link', { name: 'PBOS-24788' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(documentHeading(page)).toHaveText('PBOS-24788.pdf');

  // A click anywhere on a row opens it too; on a phone as well.
  await page.goBack();
  await page.setViewportSize(PHONE);
  await box.fill('pbos 24742');
  await expect(table.getByRole('link')).toHaveText(['PBOS-24742']);
  await expectAccessible(page, testInfo, 'inbox-375');
  await expectNoSidewaysScroll(page);
  await table.getByRole('row').nth(1).getByRole('cell').last().click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(documentHeading(page)).toHaveText('PBOS-24742.pdf');
});

test('a purchaser’s home shows the AR invoices it received by status; a bar opens those invoices', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, purchaser.email, '/');
  await acceptLicenceIfAsked(page);

  const received = page.getByRole('group', { name: 'AR Invoices Received' });
  await expect(received.getByRole('link', { name: /^Paid: [1-9]\d* invoices?$/ })).toBeVisible();
  await expect(received.getByRole('link', { name: /^Rejected: [1-9]\d* invoices?$/ })).toBeVisible();
  await received.getByRole('link', { name: /^Paid: / }).click();
  await expect(page).toHaveURL(/\/documentlist\/93\?documentRouteStatusId=4$/);
  await expect(page.getByRole('grid').getByText('PBOS-24655', { exact: true })).toBeVisible();
});

test('a signer’s home shows the orders to sign and no empty chart of orders sent', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, demo.signer('cimarron').email, '/');
  await acceptLicenceIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Unsigned Division Orders', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Owner Documents Received', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Division Orders Sent' })).toHaveCount(0);
});

test('an owner sees the division orders it has to sign and opens one', async ({ page }, testInfo) => {
  const owner = demo.user('cimarron');
  await page.setViewportSize(DESKTOP);
  await signIn(page, owner.email, '/');
  await acceptLicenceIfAsked(page);

  for (const title of ['Owner Documents Received', 'Unsigned Division Orders']) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  // The seed's one returned order is 51 days old: no empty chart of orders sent in the last 30 days.
  await expect(page.getByRole('heading', { name: 'Division Orders Sent' })).toHaveCount(0);
  // A screen reader reads every day of the window, with a column per kind of document.
  const received = page.getByRole('table', { name: 'Owner Documents Received per day' });
  await expect(received.getByRole('row')).toHaveCount(31);
  await expect(received.getByRole('columnheader')).toHaveText([
    'Day',
    'Division orders',
    '1099s',
    'Run statements',
    'Owner statements',
  ]);
  // The seed's orders from Red Mesa that are not returned yet, with the purchaser that sent them.
  const unsigned = page.getByRole('table', { name: 'Unsigned Division Orders' });
  const order = unsigned.getByRole('row').filter({ has: page.getByRole('link', { name: 'DO-RM-24-0418' }) });
  await expect(order).toContainText(companyName('redmesa'));
  await expect(unsigned.getByRole('link', { name: 'DO-RM-24-0397' })).toHaveCount(0);
  await expectAccessible(page, testInfo, 'home-owner-1280');
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(PHONE);
  await expectAccessible(page, testInfo, 'home-owner-375');
  await expectNoSidewaysScroll(page);

  await order.getByRole('link', { name: 'DO-RM-24-0418' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(documentHeading(page)).toBeVisible();
});
