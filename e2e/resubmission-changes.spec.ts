import { expect, test, type Browser, type Page } from '@playwright/test';
import { DESKTOP, expectAccessible, PHONE } from './support/axe';
import { companyName, demo } from './support/demo-users';
import { apiHeaders, uploadInvoice } from './support/documents';
import { screenOf } from './support/document-screen';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/*
 * Issue 40, items 1 and 2: the purchaser rejected an invoice naming lines 1 and 2; the vendor
 * resubmitted it with a line added (2,825.00 → 2,975.00) and both dates moved. Before approving,
 * the purchaser sees the +150.00 and the added line in the Approve confirmation, on a desktop and
 * on a 375 px phone (where the Details drawer that also lists them is closed).
 */
const vendor = demo.user('permian');
const purchaser = demo.user('redmesa');
const invoiceNumber = `PBR-${Date.now().toString().slice(-6)}`;

async function open(browser: Browser, email: string) {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signIn(page, email, '/');
  await acceptLicenceIfAsked(page);
  return page;
}

async function call(page: Page, method: 'put' | 'post', path: string, data?: object) {
  const res = await page.request[method](`/api${path}`, { headers: await apiHeaders(page), data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The purchaser's coding, from its lists (the demo's). */
const coding = {
  afe: 'RM24-0117',
  costCenter: '4300 - Permian Production Ops',
  accountCode: '8140 - Hot Oil & Chemical',
  well: 'Mesa Verde 14-23 #2H',
};
const lines = [
  { ...coding, description: 'Hot oil unit, 8 hrs', quantity: '8', unitPrice: '185.00', amount: '1480.00' },
  { ...coding, description: 'Mileage', quantity: '120', unitPrice: '3.25', amount: '390.00' },
  { ...coding, description: 'Chemical treatment', quantity: '1', unitPrice: '955.00', amount: '955.00' },
];

/** The invoice's values as the vendor saves them through the API (the sending screen has its own journeys). */
const values = (over: Record<string, string>) =>
  Object.entries({
    invoiceNumber,
    invoiceDate: '2026-10-31',
    serviceDate: '2026-10-28',
    dueDate: '2026-11-30',
    docPurchaserName: companyName('redmesa'),
    orgUnit: 'Midland Field Office',
    afe: 'RM24-0117',
    invoiceTotal: '2825.00',
    ...over,
  }).map(([key, value]) => ({ key, value }));

test('the purchaser sees the +150.00 and the added line in the Approve confirmation, at 1280 and 375 px', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const vendorPage = await open(browser, vendor.email);
  const purchaserPage = await open(browser, purchaser.email);
  try {
    const id = await uploadInvoice(vendorPage, invoiceNumber);
    await call(vendorPage, 'put', `/documents/${id}`, { metadata: values({}), lineItems: lines });
    await call(vendorPage, 'put', `/documents/${id}/publish`);
    await call(purchaserPage, 'put', `/documents/${id}/reject`, {
      reason: 'Cost centres are wrong on lines 1 and 2.',
      reasonCode: 'Disputed Content',
      lines: [1, 2],
    });
    const next = (await call(vendorPage, 'post', `/documents/${id}/resubmit`)).id as number;
    await call(vendorPage, 'put', `/documents/${next}`, {
      metadata: values({ invoiceTotal: '2975.00', invoiceDate: '2026-11-03', dueDate: '2026-12-03' }),
      lineItems: [
        ...lines,
        { ...coding, description: 'Standby, 2 hrs', quantity: '2', unitPrice: '75.00', amount: '150.00' },
      ],
    });
    await call(vendorPage, 'put', `/documents/${next}/publish`);

    const page = purchaserPage;
    const s = screenOf(page);
    await page.goto(`/documents/${next}`);
    await expect(s.status('Received')).toBeVisible();
    for (const [size, name] of [
      [DESKTOP, '1280'],
      [PHONE, '375'],
    ] as const) {
      await page.setViewportSize(size);
      await s.action('Approve').click();
      const dialog = page.getByRole('dialog', { name: 'Approve' });
      const changes = dialog.getByRole('note', { name: 'Changes since the rejection (Disputed Content)' });
      await expect(changes).toBeVisible();
      await expect(changes).toContainText('Invoice Total: $2,825.00 → $2,975.00 (+$150.00)');
      await expect(changes).toContainText('Line 4 added: Quantity 2, Unit Price $75.00, Amount $150.00');
      await expect(changes).toContainText('Invoice Date: 10/31/2026 → 11/03/2026');
      await expect(changes).toContainText('Line 1: not answered');
      await expectAccessible(page, testInfo, `approve-resubmission-${name}`);
      if (name === '1280') {
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await expect(dialog).toBeHidden();
      } else {
        await dialog.getByRole('button', { name: 'Approve' }).click();
        await expect(s.status('Approved')).toBeVisible();
      }
    }
  } finally {
    await vendorPage.context().close();
    await purchaserPage.context().close();
  }
});
