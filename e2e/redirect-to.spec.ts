import { expect, test } from '@playwright/test';
import { demo } from './support/demo-users';
import { acceptLicence, signInFromLanding } from './support/sign-in';

test('a signed-out user who opens a page signs in and comes back to it', async ({ page }) => {
  await page.goto('/inbox?tab=sent');
  await expect(page).toHaveURL(/\/landingpage\?redirectTo=%2Finbox%3Ftab%3Dsent$/);

  await signInFromLanding(page, demo.readOnly('cimarron').email);
  await expect(page).toHaveURL(/\/eula\/%2Finbox%3Ftab%3Dsent$/);
  await acceptLicence(page);

  await expect(page).toHaveURL(/\/inbox\?tab=sent$/);
  await expect(page.getByRole('heading', { name: 'Inbox' })).toBeVisible();
});

test('/login leads to the landing page', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/\/landingpage$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
});
