import { expect, test } from '@playwright/test';
import { demoCompanies } from '../apps/server/src/seed/index.js';
import { companyName, demo } from './support/demo-users';
import { acceptLicence, openAccountMenu, signIn } from './support/sign-in';

test('choosing a cloud company goes to that company’s own host at /repository', async ({ page }) => {
  const rachel = demo.withCloudCompany();
  const cloudKey = rachel.memberships.find((m) => demoCompanies.find((c) => c.key === m.company)?.isCloud)!.company;
  const cloud = demoCompanies.find((c) => c.key === cloudKey)!;
  const cloudRepository = `${cloud.url!.replace(/\/$/, '')}/repository`;
  // The cloud host is not part of this test run: answer for it instead of leaving the machine.
  await page.route(`${cloud.url!.replace(/\/$/, '')}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Cloud</title><h1>Cloud repository</h1>' }),
  );

  await signIn(page, rachel.email);
  await acceptLicence(page);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Change Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Company' });
  await dialog.getByRole('button', { name: new RegExp(`^${companyName(cloudKey)}`) }).click();

  await expect(page).toHaveURL(cloudRepository);
  await expect(page.getByRole('heading', { name: 'Cloud repository' })).toBeVisible();
});
