import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo-users';

/** From the landing page through the built-in provider's sign-in form, back into the app. */
export async function signInFromLanding(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to DocVue Exchange' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Opens `path`, which sends a signed-out user to the landing page, and signs in. */
export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(path);
  await signInFromLanding(page, email);
}

export const licenceHeading = (page: Page) => page.getByRole('heading', { name: 'End User License Agreement' });

/** The first sign-in of a user asks for the licence; accepting leads on to the wanted page. */
export async function acceptLicence(page: Page): Promise<void> {
  await expect(licenceHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(licenceHeading(page)).toBeHidden();
}

/** The dialog that greets a new company's administrator over the shell (not the demo companies'). */
const welcomeDialog = (page: Page) => page.getByRole('dialog', { name: 'Welcome to DocVue Exchange' });

/** Closes the welcome dialog, which must show (a new company's administrator). */
export async function skipWelcome(page: Page): Promise<void> {
  const dialog = welcomeDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Skip for now' }).click();
  await expect(dialog).toBeHidden();
}

export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
}

export async function logout(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/landingpage$/);
}

/**
 * After signing in: accepts the licence when it is asked for (a user's first sign-in on this
 * server). Otherwise the app shows its shell, or for a company administrator the welcome
 * dialog, which hides the shell (banner included) from role queries while it is open; so
 * any of the three means the app has settled. The welcome dialog is left for the caller.
 */
export async function acceptLicenceIfAsked(page: Page): Promise<void> {
  const settled = licenceHeading(page).or(page.getByRole('banner')).or(welcomeDialog(page));
  await expect(settled.first()).toBeVisible({ timeout: 20_000 });
  if (await licenceHeading(page).isVisible()) await acceptLicence(page);
}
