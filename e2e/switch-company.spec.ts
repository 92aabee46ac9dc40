import { expect, test, type Page, type Request } from '@playwright/test';
import { companyName, demo } from './support/demo-users';
import { acceptLicence, openAccountMenu, signIn } from './support/sign-in';

const selectedCompanyId = (page: Page) => page.evaluate(() => window.localStorage.getItem('selectedCompanyId'));

/** Which of the names the top bar shows. */
async function shownCompany(page: Page, names: string[]): Promise<string | undefined> {
  for (const name of names) {
    if ((await page.getByRole('banner').getByText(name, { exact: true }).count()) > 0) return name;
  }
  return undefined;
}

test('a user of two companies switches company: the stored id and the Company-Id of the calls change', async ({
  page,
}) => {
  const morgan = demo.inTwoCompanies();
  const names = morgan.memberships.map((m) => companyName(m.company));
  const companyCalls: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/') && r.headers()['company-id']) companyCalls.push(r);
  });

  await signIn(page, morgan.email);
  await acceptLicence(page);
  await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
  const before = await selectedCompanyId(page);
  expect(before).toMatch(/^\d+$/);
  const currentName = await shownCompany(page, names);
  expect(currentName).toBeDefined();
  const otherName = names.find((n) => n !== currentName)!;

  // The calls so far carried the bearer token and the selected company.
  expect(companyCalls.length).toBeGreaterThan(0);
  for (const r of companyCalls) {
    expect(r.headers()['authorization']).toMatch(/^Bearer \S+$/);
    expect(r.headers()['company-id']).toBe(before);
  }

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Change Company' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Company' });
  await expect(dialog.getByRole('button', { name: otherName })).toBeVisible();
  await expect(dialog.getByRole('button', { name: currentName })).toHaveCount(0);
  await dialog.getByRole('searchbox', { name: 'Search companies' }).fill(otherName.slice(0, 6));
  companyCalls.length = 0;
  await dialog.getByRole('button', { name: otherName }).click();

  // The application starts again at '/' in the other company.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByText(otherName, { exact: true })).toBeVisible();
  expect(await shownCompany(page, names)).toBe(otherName);
  const after = await selectedCompanyId(page);
  expect(after).toMatch(/^\d+$/);
  expect(after).not.toBe(before);
  expect(companyCalls.length).toBeGreaterThan(0);
  for (const r of companyCalls) expect(r.headers()['company-id']).toBe(after);
});
