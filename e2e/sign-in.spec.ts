import { expect, test } from '@playwright/test';
import { companyName, demo } from './support/demo-users';
import { acceptLicenceIfAsked, logout, signIn } from './support/sign-in';

test('a demo user signs in through the built-in provider, sees the shell of the company and signs out', async ({
  page,
}) => {
  const carla = demo.user('permian');
  await signIn(page, carla.email);
  // The licence of a first sign-in is licence.spec's; earlier journeys may have signed Carla in.
  await acceptLicenceIfAsked(page);

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByText(companyName('permian'))).toBeVisible();
  await expect(banner.getByRole('combobox', { name: 'Search all documents' })).toBeVisible();

  // One navigation entry per document type of the company, by its plural name.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'AR Invoices' })).toBeVisible();
  // A User has no administration entries.
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'AR Invoices' }).click();
  await expect(page).toHaveURL(/\/documentlist\/\d+$/);
  await expect(page.getByRole('heading', { name: 'AR Invoices', exact: true })).toBeVisible();

  await logout(page);
});
