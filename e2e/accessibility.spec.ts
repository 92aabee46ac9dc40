import { expect, test } from '@playwright/test';
import { DESKTOP, expectAccessible, expectAccessibleOnDesktopAndPhone, PHONE } from './support/axe';
import { demo } from './support/demo-users';
import { licenceHeading, openAccountMenu, signIn } from './support/sign-in';

test('the landing page is accessible on a desktop and a phone', async ({ page }, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/landingpage');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectAccessible(page, testInfo, 'landing-1280');

  await page.setViewportSize(PHONE);
  await expectAccessible(page, testInfo, 'landing-375');
  await page.keyboard.press('Tab');
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeFocused();
  // Where the keyboard is shows: a ring of at least 2 px, not a faint grey.
  const ring = await login.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
});

test('the licence page and the shell are accessible and usable on a desktop and a phone', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, demo.admin('bluecreek').email);
  await expect(licenceHeading(page)).toBeVisible();
  await expectAccessible(page, testInfo, 'licence-1280');
  await page.setViewportSize(PHONE);
  await expectAccessible(page, testInfo, 'licence-375');
  await page.getByRole('button', { name: 'Accept' }).click();

  // A demo company is not new: its administrator is not welcomed (the registration journey checks
  // the welcome dialog of a new company's administrator).
  await expect(page.getByRole('combobox', { name: 'Search all documents' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Welcome to DocVue Exchange' })).toHaveCount(0);

  // On a phone the navigation is a drawer with Invitations as the only administration entry.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await expectAccessible(page, testInfo, 'shell-375');
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(drawer.getByRole('link', { name: 'Invitations' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expectAccessible(page, testInfo, 'shell-375-navigation');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.setViewportSize(DESKTOP);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
  await expectAccessible(page, testInfo, 'shell-1280');

  // The search box's first entry searches all documents.
  const search = page.getByRole('combobox', { name: 'Search all documents' });
  await search.fill('run statement');
  await expect(page.getByRole('option', { name: 'Search for "run statement"' })).toBeVisible();
  await expectAccessible(page, testInfo, 'shell-1280-search');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=run%20statement$/);

  // The account menu, by keyboard.
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Change Company' })).toBeFocused();
  await expectAccessible(page, testInfo, 'shell-1280-account-menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
});

test('every screen of the signed-in shell is accessible at 1280 and 375 px', async ({ page }, testInfo) => {
  // Nineteen screens at two widths: about 15 s each on a busy two-core machine.
  test.setTimeout(600_000);
  await page.setViewportSize(DESKTOP);
  await signIn(page, demo.admin('bluecreek').email);
  await expect(page.getByRole('combobox', { name: 'Search all documents' })).toBeVisible();
  const screens: [string, string][] = [
    ['/', 'home'],
    ['/inbox', 'inbox'],
    ['/documentlist/93', 'document-list'],
    ['/search?q=invoice', 'search'],
    ['/notifications', 'notifications'],
    ['/profile', 'profile'],
    ['/admin/invitations', 'invitations'],
    ['/admin/settings/legalDocuments', 'settings-legal-documents'],
    ['/admin/settings/companyLogo', 'settings-logo'],
    ['/admin/settings/terminology', 'settings-terminology'],
    ['/admin/address', 'address-sets'],
    ['/admin/address/create', 'address-set-form'],
    ['/admin/users', 'users'],
    ['/admin/user/create', 'user-form'],
    ['/admin/orgunits', 'org-units'],
    ['/admin/orgunit/create', 'org-unit-form'],
    ['/admin/parties', 'parties'],
    ['/admin/party/create', 'party-form'],
  ];
  for (const [path, name] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectAccessibleOnDesktopAndPhone(page, testInfo, name);
  }

  // A received invoice; its org unit field in the company's own word (issue 28, item 10: "Business Unit").
  await page.goto('/documentlist/93');
  await page.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/documents\/\d+$/);
  await expect(page.getByRole('tabpanel', { name: 'Metadata' }).getByText('Business Unit')).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Metadata' }).getByText('Org Unit', { exact: true })).toHaveCount(0);
  await expectAccessibleOnDesktopAndPhone(page, testInfo, 'document');

  // The account menu and the search box's suggestions on a phone.
  await page.setViewportSize(PHONE);
  await openAccountMenu(page);
  await expectAccessible(page, testInfo, 'shell-375-account-menu');
  await page.keyboard.press('Escape');
});
