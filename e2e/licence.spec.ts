import { expect, test } from '@playwright/test';
import { demo } from './support/demo-users';
import { acceptLicence, licenceHeading, logout, signIn, signInFromLanding } from './support/sign-in';

test('the licence is asked for on the first sign-in, Cancel signs out, and once accepted it is not asked again', async ({
  page,
}) => {
  const luis = demo.user('redmesa');

  await signIn(page, luis.email);
  await expect(page).toHaveURL(/\/eula\/%2F$/);
  await expect(licenceHeading(page)).toBeVisible();
  await expect(page.getByText('Version 20230112090913')).toBeVisible();
  // The licence page has no top bar.
  await expect(page.getByRole('banner')).toHaveCount(0);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/landingpage$/);

  // Not accepted yet: asked again.
  await signInFromLanding(page, luis.email);
  await acceptLicence(page);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await logout(page);

  // Accepted: straight to the shell.
  await signInFromLanding(page, luis.email);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  await expect(licenceHeading(page)).toHaveCount(0);
});
