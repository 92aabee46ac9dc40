import { expect, test } from '@playwright/test';
import { demoCompanies, demoParties, type CompanyKey } from '../apps/server/src/seed/index.js';
import { companyName, demo } from './support/demo-users';
import { invitationsOf, openInvitations } from './support/registration';
import { acceptLicence, acceptLicenceIfAsked, openAccountMenu, signIn } from './support/sign-in';

test('choosing a cloud company, named with its host in the list, goes to that host at /repository', async ({
  page,
}) => {
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
  // The list says the company is kept on another site before it is chosen.
  const host = new URL(cloud.url!).host;
  const choice = dialog.getByRole('button', { name: new RegExp(`^${companyName(cloudKey)}`) });
  await expect(choice).toContainText(`Cloud company, at ${host}`);
  await choice.click();

  await expect(page).toHaveURL(cloudRepository);
  await expect(page.getByRole('heading', { name: 'Cloud repository' })).toBeVisible();
});

test('the cloud company’s request to connect is answered here, by its partner’s administrator', async ({ page }) => {
  const cloud = demoCompanies.find((c) => c.isCloud)!;
  const asked = demoParties.find(
    (p) => p.owner === cloud.key && p.network.kind === 'suggested' && p.network.inviteSent,
  )!;
  const partnerKey = asked.key as CompanyKey;
  const ownEntry = demoParties.find((p) => p.owner === partnerKey && p.key === cloud.key)!;
  const admin = demo.admin(partnerKey);
  const i = invitationsOf(page);

  await signIn(page, admin.email);
  await acceptLicenceIfAsked(page);
  await openInvitations(page);
  await i.accept(cloud.legalName).click();
  await expect(page.getByRole('heading', { name: 'Accept Invitation', level: 1 })).toBeVisible();
  // The partner has the cloud company in its book already: that entry becomes the connected one.
  await page.getByRole('radio', { name: 'Select existing party' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: /^Party/ }).fill(ownEntry.number);
  await page.getByRole('option', { name: new RegExp(ownEntry.number) }).click();
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Due Diligence' }).getByRole('button', { name: 'Continue' }).click();
  await expect(i.snackbar(`You are now connected to ${cloud.legalName}`)).toBeVisible();
  await expect(i.none).toBeVisible();
});
