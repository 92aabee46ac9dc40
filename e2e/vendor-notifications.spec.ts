import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { companyName, demo } from './support/demo-users';
import { screenOf } from './support/document-screen';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/*
 * Live notifications between two browsers: the purchaser rejects one of the vendor's invoices
 * while the vendor's page stays open; the vendor's unread count rises and the notification
 * pops up without a reload (WebSocket push), and opening it opens the invoice. The invoice is
 * the seed's PBOS-24702, which no other journey touches. The file sorts after sign-in.spec and
 * licence.spec, which need these two users' first sign-in.
 */
test.describe.configure({ mode: 'serial' });

const vendor = demo.user('permian');
const purchaser = demo.user('redmesa');
const invoiceNumber = 'PBOS-24702';
const reason = 'Water transfer volume does not match the field ticket.';

let vendorPage: Page;
let purchaserPage: Page;

async function open(browser: Browser, email: string) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, email, '/');
  await acceptLicenceIfAsked(page);
  return page;
}

/** The unread count as a screen reader hears it on the account button ('Account menu, 3 unread notifications'). */
async function unreadCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Account menu/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test.beforeAll(async ({ browser }) => {
  vendorPage = await open(browser, vendor.email);
  purchaserPage = await open(browser, purchaser.email);
});
test.afterAll(async () => {
  await vendorPage?.context().close();
  await purchaserPage?.context().close();
});

test('a rejection reaches the open vendor page at once, and the notification opens the invoice', async () => {
  await expect(vendorPage.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  const before = await unreadCount(vendorPage);

  // The purchaser finds the invoice from the top bar and rejects it.
  const p = purchaserPage;
  const search = p.getByRole('combobox', { name: 'Search all documents' });
  await search.fill(invoiceNumber);
  // The seed's invoice was rejected once and resubmitted: the resubmission is the one received.
  await p.getByRole('option', { name: new RegExp(`^${invoiceNumber} · ${companyName('permian')}.*Received$`) }).click();
  await expect(p).toHaveURL(/\/documents\/\d+$/);
  const documentPath = new URL(p.url()).pathname;
  await expect(screenOf(p).heading).toContainText(invoiceNumber);
  const fileName = await screenOf(p).heading.textContent();
  await screenOf(p).action('Reject').click();
  const dialog = p.getByRole('dialog', { name: 'Reject' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(screenOf(p).status('Rejected')).toBeVisible();

  // The vendor's page, never reloaded: the pop-up and the count.
  const popup = vendorPage.locator('#notistack-snackbar').filter({ hasText: invoiceNumber });
  await expect(popup).toContainText(`${companyName('redmesa')} rejected AR Invoice ${invoiceNumber}: ${reason}`);
  await expect.poll(() => unreadCount(vendorPage)).toBe(before + 1);

  // From the account menu to the Notifications page; the new one is unread and opens the invoice.
  await vendorPage.getByRole('button', { name: /^Account menu/ }).click();
  await vendorPage.getByRole('menuitem', { name: `Notifications, ${before + 1} unread` }).click();
  await expect(vendorPage.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const card = vendorPage
    .getByRole('listitem')
    .filter({ hasText: invoiceNumber })
    .getByRole('button', { name: 'Rejected, Not Read' });
  await expect(card).toBeVisible();
  await expectAccessible(vendorPage, test.info(), 'notifications-1280');
  await card.click();
  await expect(vendorPage).toHaveURL(new RegExp(`${documentPath}$`));
  await expect(screenOf(vendorPage).heading).toHaveText(fileName!);
  await expect(screenOf(vendorPage).status('Rejected')).toBeVisible();
  await expect.poll(() => unreadCount(vendorPage)).toBe(before);
});
