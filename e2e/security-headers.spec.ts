import { expect, test } from '@playwright/test';
import { demo } from './support/demo-users';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/** Every Content-Security-Policy violation the page reports, from before its first script runs. */
declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test('the app works under its Content-Security-Policy: sign-in, dashboard charts, a PDF in the viewer', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      window.cspViolations?.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
  const landing = await page.goto('/landingpage');
  const headers = landing!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-store');

  const auditor = demo.readOnly('redmesa');
  await signIn(page, auditor.email);
  await acceptLicenceIfAsked(page);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  // The dashboard's charts load after the first paint; their tables come with them.
  await expect(page.getByRole('table').first()).toBeAttached();

  // A received invoice in the PDF viewer: the pdf.js worker and its page rendering.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'AR Invoices' }).click();
  await page.getByRole('grid').getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(page.locator('canvas').first()).toBeVisible();

  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
});

test('the app opened at 127.0.0.1 goes to the same page at its public address', async ({ page, baseURL }) => {
  const other = baseURL!.replace('localhost', '127.0.0.1');
  await page.goto(`${other}/inbox?tab=2`);
  // Signed out, the public address's landing page asks to sign in towards the wanted page.
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(new URL(page.url()).host).toBe(new URL(baseURL!).host);
  expect(page.url()).toContain('redirectTo=%2Finbox%3Ftab%3D2');
});
