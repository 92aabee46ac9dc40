import { expect, test } from '@playwright/test';
import { DESKTOP, expectAccessible, PHONE } from './support/axe';
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
