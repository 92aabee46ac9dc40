import { expect, test, type Browser, type Page } from '@playwright/test';
import { companyName, demo } from './support/demo-users';
import { apiHeaders, uploadInvoice } from './support/documents';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/*
 * Issue 28, item 3: "Mark all as read" left the badge at its count until a reload. Two browsers:
 * the vendor waits on the Notifications page; the purchaser opens the vendor's new invoice, which
 * pushes "Document Opened" to the vendor; the vendor marks all read and the badge goes at once.
 */
const vendor = demo.user('permian');
const purchaser = demo.user('redmesa');
const invoiceNumber = `PBN-${Date.now().toString().slice(-6)}`;

async function open(browser: Browser, email: string, path: string) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, email, path);
  await acceptLicenceIfAsked(page);
  return page;
}

/** The unread count as a screen reader hears it on the account button ('Account menu, 3 unread notifications'). */
async function unreadCount(page: Page): Promise<number> {
  const name = (await page.getByRole('button', { name: /^Account menu/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

test('a push arrives, then Mark all as read clears the badge without a reload', async ({ browser }) => {
  test.setTimeout(120_000);
  const vendorPage = await open(browser, vendor.email, '/notifications');
  const purchaserPage = await open(browser, purchaser.email, '/');
  try {
    // The vendor's invoice, coded and sent through the API (the sending screen has its own journeys).
    const id = await uploadInvoice(vendorPage, invoiceNumber);
    const headers = await apiHeaders(vendorPage);
    const values: Record<string, string> = {
      invoiceNumber,
      invoiceDate: '2026-10-31',
      serviceDate: '2026-10-28',
      docPurchaserName: companyName('redmesa'),
      orgUnit: 'Midland Field Office',
      afe: 'RM24-0117',
      invoiceTotal: '1870.00',
    };
    const saved = await vendorPage.request.put(`/api/documents/${id}`, {
      headers,
      data: { metadata: Object.entries(values).map(([key, value]) => ({ key, value })) },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const sent = await vendorPage.request.put(`/api/documents/${id}/publish`, { headers });
    expect(sent.ok(), await sent.text()).toBe(true);

    await expect(vendorPage.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
    const before = await unreadCount(vendorPage);

    // The purchaser opens it: the vendor's open page hears of it.
    await purchaserPage.goto(`/documents/${id}`);
    await expect(purchaserPage.getByText('Status: Received')).toBeVisible();
    await expect.poll(() => unreadCount(vendorPage)).toBe(before + 1);
    await expect(vendorPage.getByRole('listitem').filter({ hasText: invoiceNumber }).first()).toBeVisible();

    await vendorPage.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => unreadCount(vendorPage), { timeout: 5000 }).toBe(0);
    await expect(vendorPage.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await vendorPage.getByRole('button', { name: /^Account menu/ }).click();
    await expect(vendorPage.getByRole('menuitem', { name: /^Notifications/ })).not.toContainText(/\d/);
  } finally {
    await vendorPage.context().close();
    await purchaserPage.context().close();
  }
});
