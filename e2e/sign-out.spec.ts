import { expect, test } from '@playwright/test';
import { demo } from './support/demo-users';
import { acceptLicence, logout, signIn } from './support/sign-in';

test('Logout ends the session at the provider: the app asks to sign in again', async ({ page }) => {
  const elena = demo.user('firstplains');
  await signIn(page, elena.email);
  await acceptLicence(page);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();

  await logout(page);
  expect(await page.evaluate(() => Object.keys(window.sessionStorage).filter((k) => k.startsWith('oidc.')))).toEqual(
    [],
  );

  // Signed-in pages send the user back to the landing page…
  await page.goto('/notifications');
  await expect(page).toHaveURL(/\/landingpage\?redirectTo=%2Fnotifications$/);
  // …and the provider asks for the password again: its session ended too.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to DocVue Exchange' })).toBeVisible();
});
