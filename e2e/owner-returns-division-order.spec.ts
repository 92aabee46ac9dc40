import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demo } from './support/demo-users';
import { apiGet } from './support/documents';
import { dragOverPage, screenOf } from './support/document-screen';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/*
 * A royalty owner signs and returns a division order in the browser; the operator sees it
 * Returned and 'Returned Signed', downloads the signed PDF, and poppler's pdfsig (outside the
 * product) finds the seal valid. The order is the seed's DO-RM-24-0421, which no other journey
 * touches. The file sorts after licence.spec, which needs Red Mesa's user's first sign-in.
 */
test.describe.configure({ mode: 'serial' });

const owner = demo.signer('cimarron');
const operator = demo.user('redmesa');
const orderNumber = 'DO-RM-24-0421';
/** Where the signer drags the box, in PDF points from the page's top-left. */
const box = { x0: 72, y0: 560, x1: 312, y1: 660 };

let ownerPage: Page;
let operatorPage: Page;
let documentId: number;

async function open(browser: Browser, email: string) {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, email, '/');
  await acceptLicenceIfAsked(page);
  return page;
}

test.beforeAll(async ({ browser }) => {
  ownerPage = await open(browser, owner.email);
  operatorPage = await open(browser, operator.email);
});
test.afterAll(async () => {
  await ownerPage?.context().close();
  await operatorPage?.context().close();
});

test('the owner places the signature on the page, draws it, and returns the division order', async () => {
  const page = ownerPage;
  const s = screenOf(page);
  const unsigned = page.getByRole('table', { name: 'Unsigned Division Orders' });
  await unsigned.getByRole('link', { name: orderNumber }).click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  documentId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(s.heading).toBeVisible();

  await s.action('Sign and Return').click();
  await expect(
    page.getByText('Click and drag on the document to select the location of your signature.'),
  ).toBeVisible();
  // The signature lines are low on the page: scroll the viewer to its end, as a person would.
  const viewer = page.getByRole('region', { name: 'Document file' });
  await expect(page.locator('.react-pdf__Page__canvas')).toBeVisible();
  await viewer.hover();
  await page.mouse.wheel(0, 2000);
  await expect
    .poll(() => viewer.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
    .toBeLessThanOrEqual(1);
  await dragOverPage(page, box);

  const dialog = page.getByRole('dialog', { name: 'Sign and Return' });
  await expect(dialog.getByText('Your signature goes in the box you placed on page 1.')).toBeVisible();
  await dialog.getByRole('tab', { name: 'Draw' }).click();
  const pad = dialog.getByTestId('signature-pad');
  const at = (await pad.boundingBox())!;
  await page.mouse.move(at.x + 20, at.y + at.height * 0.6);
  await page.mouse.down();
  for (const [dx, dy] of [
    [0.2, 0.3],
    [0.35, 0.7],
    [0.5, 0.35],
    [0.7, 0.65],
    [0.85, 0.4],
  ] as const)
    await page.mouse.move(at.x + at.width * dx, at.y + at.height * dy, { steps: 5 });
  await page.mouse.up();
  await dialog.getByRole('button', { name: 'Sign and Return' }).click();

  await expect(s.snackbar('Returned Signed')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(s.status('Returned')).toBeVisible();
  await expect(s.action('Sign and Return')).toHaveCount(0);
  await expect(
    page.getByRole('status', { name: /sealed by DocVue Exchange; the file has not changed since/ }),
  ).toHaveText('Signature verified');
});

test('the operator sees it Returned Signed and downloads a PDF whose seal pdfsig finds valid', async () => {
  const page = operatorPage;
  const s = screenOf(page);
  await page.goto(`/documents/${documentId}`);
  await expect(s.heading).toBeVisible();
  await expect(s.status('Returned')).toBeVisible();
  await expect(page.getByText('Returned Signed').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /sealed by DocVue Exchange/ })).toHaveText('Signature verified');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download document' }).click(),
  ]);
  const file = await download.path();
  const pdf = await readFile(file);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // The drawn signature is in the file as an image, and the whole file is covered by the seal.
  expect(pdf.toString('latin1')).toMatch(/\/Subtype\s*\/Image/);
  const { stdout } = await promisify(execFile)('pdfsig', [file]).catch((err: { stdout?: string }) => ({
    stdout: err.stdout ?? '',
  }));
  expect(stdout).toContain('Signature Validation: Signature is Valid.');
  expect(stdout).toContain('Total document signed');

  const verified = await apiGet<{ valid: boolean; unchanged: boolean }>(page, `/documents/${documentId}/verify`);
  expect(verified).toMatchObject({ valid: true, unchanged: true });
});
