import { expect, test, type Page } from '@playwright/test';
import { demo } from './support/demo-users';
import { acceptLicence, signIn } from './support/sign-in';

const storedAccessToken = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(window.sessionStorage).find((k) => k.startsWith('oidc.user:'));
    return key ? (JSON.parse(window.sessionStorage.getItem(key)!) as { access_token: string }).access_token : null;
  });

test('the access token is renewed silently 5 s before it expires', async ({ page }) => {
  // The page's clock, so an hour-long token can expire within the test.
  await page.clock.install();
  await signIn(page, demo.readOnly('permian').email);
  await acceptLicence(page);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  const first = await storedAccessToken(page);
  expect(first).toBeTruthy();

  const renewals: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/oidc/token') && r.postData()?.includes('grant_type=refresh_token')) {
      renewals.push(r.url());
    }
  });
  // Tokens live an hour: nothing happens 15 s before the end…
  await page.clock.fastForward('59:45');
  await page.waitForTimeout(500);
  expect(renewals).toHaveLength(0);
  // …and the renewal is done by the time it expires.
  await page.clock.fastForward('00:15');
  await expect.poll(() => renewals.length).toBe(1);
  await expect.poll(() => storedAccessToken(page)).not.toBe(first);

  // Still signed in, on the same page.
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
});
