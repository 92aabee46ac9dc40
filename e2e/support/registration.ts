import { expect, type Locator, type Page } from '@playwright/test';
import { mailsTo, type ReceivedMail } from './mailbox';
import { signInFromLanding } from './sign-in';
import { snackbar } from './snackbar';

/** What a person types into the sign-up: the company, its administrator, what it does on the network. */
export interface SignUpInput {
  legalName: string;
  addressLineOne: string;
  city: string;
  /** The state's name, as the list offers it. */
  state: string;
  zipCode: string;
  taxNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  partyTypes: ('Vendor' | 'Owner' | 'Operator' | 'Bank' | 'Purchaser')[];
}

/** The sign-up's pieces (/register, /register/{token}), found as a person finds them. */
export const signUpOf = (page: Page) => {
  const form = page.getByRole('form', { name: 'Sign up' });
  return {
    heading: page.getByRole('heading', { name: 'Sign up', level: 1 }),
    form,
    field: (label: string) => form.getByRole('textbox', { name: label, exact: true }),
    /** The select's name is its label followed by the state shown. */
    state: form.getByRole('combobox', { name: /^State/ }),
    partyType: (name: SignUpInput['partyTypes'][number]) => form.getByRole('checkbox', { name, exact: true }),
    submit: form.getByRole('button', { name: 'Submit' }),
  };
};

/** Fills the sign-up as a person would: the text fields, the state from its list, the party types. */
export async function fillSignUp(page: Page, input: SignUpInput): Promise<void> {
  const s = signUpOf(page);
  await s.field('Legal Name').fill(input.legalName);
  await s.field('Address Line 1').fill(input.addressLineOne);
  await s.field('City').fill(input.city);
  await s.state.click();
  await page.getByRole('option', { name: input.state, exact: true }).click();
  await s.field('Zip').fill(input.zipCode);
  await s.field('Tax Number').fill(input.taxNumber);
  await s.field('First Name').fill(input.firstName);
  await s.field('Last Name').fill(input.lastName);
  await s.field('Email').fill(input.email);
  for (const type of input.partyTypes) await s.partyType(type).check();
}

/** Submit, then the page that sends the new administrator to the mailbox. */
export async function submitSignUp(page: Page): Promise<void> {
  const s = signUpOf(page);
  await expect(s.submit).toBeEnabled();
  await s.submit.click();
  await expect(page).toHaveURL(/\/registersuccess$/);
  await expect(page.getByRole('heading', { name: 'Please check your email for further instructions' })).toBeVisible();
}

/** The first mail to `address` with this subject, waiting for it (delivery is a background job). */
export async function mailTo(address: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).find((m) => m.subject === subject);
        return found !== undefined;
      },
      { message: `a mail "${subject}" to ${address}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The link of the welcome mail that sets the new administrator's password (built-in sign-in). */
export function passwordLinkIn(mail: ReceivedMail, origin: string): string {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped}/oidc/(?:welcome|reset-password)/[A-Za-z0-9_-]+`).exec(mail.text);
  expect(found, `a link to ${origin}/oidc/welcome/… in:\n${mail.text}`).not.toBeNull();
  expect(mail.html).toContain(`href="${found![0]}"`);
  return found![0];
}

/**
 * Follows the welcome mail's link: the built-in sign-in's page sets the password, then its link
 * leads to the app's landing page, where the new administrator signs in with it.
 */
export async function setPasswordAndSignIn(page: Page, link: string, email: string, password: string) {
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm new password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Your password was changed. Sign in with the new one.');
  await page.getByRole('link', { name: 'Sign in to DocVue Exchange' }).click();
  await expect(page).toHaveURL(/\/landingpage/);
  await signInFromLanding(page, email, password);
}

/** The invitation list's pieces (/admin/invitations). */
export const invitationsOf = (page: Page) => {
  const table = page.getByRole('table', { name: 'Invitations' });
  const row = (company: string): Locator =>
    table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: company, exact: true }) });
  return {
    heading: page.getByRole('heading', { name: 'Invitations', level: 1 }),
    table,
    row,
    accept: (company: string) => row(company).getByRole('button', { name: 'Accept' }),
    reject: (company: string) => row(company).getByRole('button', { name: 'Reject' }),
    askAdmin: page.getByText('Ask your admin to accept or reject the invitation.'),
    none: page.getByText('There are no pending invitations.'),
    snackbar: (text: string | RegExp) => snackbar(page, text),
  };
};

/** Invitations from the left navigation (an administrator's entry). */
export async function openInvitations(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Invitations' }).click();
  await expect(page).toHaveURL(/\/admin\/invitations$/);
  await expect(invitationsOf(page).heading).toBeVisible();
}
