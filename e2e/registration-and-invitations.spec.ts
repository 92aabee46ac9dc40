import { expect, test, type Browser, type Page } from '@playwright/test';
import { DESKTOP, expectAccessible } from './support/axe';
import { companyName, demo } from './support/demo-users';
import { dropFile, sampleInvoice } from './support/documents';
import { screenOf } from './support/document-screen';
import {
  createParty,
  openParty,
  networkCompany,
  openPartyList,
  partiesOf,
  registrationLinkIn,
  searchParties,
  type PartyInput,
} from './support/parties';
import {
  fillSignUp,
  invitationsOf,
  mailTo,
  openInvitations,
  passwordLinkIn,
  setPasswordAndSignIn,
  signUpOf,
  submitSignUp,
  type SignUpInput,
} from './support/registration';
import { acceptLicence, acceptLicenceIfAsked, signIn, skipWelcome } from './support/sign-in';

/*
 * Registration and invitations (docs/product/administration.md §2, §4, §5, §8): a company signs itself up;
 * a partner off the network is invited by e-mail, registers from the link, accepts and is sent
 * an invoice; an invitation taken into a company on the network is rejected. The demo users are
 * ones no other journey needs the first sign-in of: Permian's administrator (signed in by files
 * that sort before this one), and Cimarron's and First Plains' administrators and First Plains'
 * auditor, whom no other journey uses. The companies signed up here are new on every run.
 */

const run = Date.now().toString().slice(-5);

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: DESKTOP })).newPage();
}

/** A demo user, signed in, past the licence (a demo company is not new: nobody is welcomed). */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, email, '/');
  await acceptLicenceIfAsked(page);
  return page;
}

const originOf = (page: Page) => new URL(page.url()).origin;

test('a visitor signs a company up, sets the administrator’s password from the welcome e-mail and signs in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const company: SignUpInput = {
    legalName: `Quail Creek Minerals ${run}`,
    addressLineOne: '210 Park Ave',
    city: 'Oklahoma City',
    state: 'Oklahoma',
    zipCode: '73102-4405',
    taxNumber: `73-55${run}`,
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: `dana.${run}@quailcreek.example`,
    partyTypes: ['Owner'],
  };
  const password = `Quail!Creek${run}`;
  const page = await newPage(browser);
  const s = signUpOf(page);

  await page.goto('/landingpage');
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(s.heading).toBeVisible();
  // The sign-up has no top bar.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(s.submit).toBeDisabled();

  // The messages show once a field is left, in the spec's words.
  await s.field('Legal Name').fill('A-B');
  await s.field('Zip').fill('7310');
  await s.field('Tax Number').click();
  await expect(s.field('Legal Name')).toHaveAccessibleDescription(
    'Legal Name must have at least 3 alphanumeric charachters',
  );
  await expect(s.field('Zip')).toHaveAccessibleDescription('Must be a valid US Zip Code');
  await expect(s.submit).toBeDisabled();
  await expectAccessible(page, test.info(), 'sign-up-errors-1280');

  await fillSignUp(page, company);
  await expect(s.field('Legal Name')).not.toHaveAccessibleDescription(/alphanumeric/);
  await expect(s.field('Zip')).not.toHaveAccessibleDescription(/Zip Code/);
  await expect(s.state).toHaveText('Oklahoma');
  await submitSignUp(page);

  // The welcome e-mail names the company and carries the link that sets the password.
  const mail = await mailTo(company.email, 'Welcome to DocVue Exchange');
  expect(mail.text).toContain(`Hello ${company.firstName},`);
  expect(mail.text).toContain(`${company.legalName} is registered on DocVue Exchange, and you are its administrator.`);
  const link = passwordLinkIn(mail, originOf(page));

  await setPasswordAndSignIn(page, link, company.email, password);
  await acceptLicence(page);
  // The new company's administrator is welcomed.
  await expect(page.getByRole('dialog', { name: 'Welcome to DocVue Exchange' })).toBeVisible();
  await expectAccessible(page, test.info(), 'welcome-1280');
  await skipWelcome(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  // The new company is the one selected, and its administrator has the administration entries.
  await expect(page.getByRole('banner').getByText(company.legalName, { exact: true })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Invitations' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Parties' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Link expired' })).toBeVisible();
  await page.context().close();
});

test.describe('a partner off the network is invited, registers from the link, accepts and receives an invoice', () => {
  test.describe.configure({ mode: 'serial' });

  const sender = demo.admin('permian');
  const senderName = companyName('permian');
  const partner: PartyInput = {
    type: 'Purchaser',
    name: `Mesquite Flats Operating ${run}`,
    number: `CUST-MF${run}`,
    taxIdentifier: `75-77${run}`,
    emails: `ap.${run}@mesquiteflats.example`,
    orgUnits: ['Midland Field Office'],
    addressLineOne: '1250 N 1st St',
    city: 'Abilene',
    state: 'TX',
    zipCode: '79601',
  };
  const password = `Mesquite!Flats${run}`;
  const invoiceNumber = `PBS-MF${run}`;

  let senderPage: Page;
  let partnerPage: Page;
  let registrationLink: string;

  test.beforeAll(async ({ browser }) => {
    senderPage = await signedIn(browser, sender.email);
  });
  test.afterAll(async () => {
    await senderPage?.context().close();
    await partnerPage?.context().close();
  });

  test('the administrator adds the partner to its parties and invites it; the e-mail brings a registration link', async () => {
    const page = senderPage;
    const p = partiesOf(page);
    await openPartyList(page);
    await createParty(page, partner);
    await searchParties(page, partner.name, 1);
    await expect(p.status(p.row(partner.name), 'Invite')).toBeVisible();

    await openParty(page, partner.name);
    await p.formStatus.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(p.formStatus).toContainText('Invite Sent');
    await expect(p.formStatus.getByRole('button', { name: 'Resend Invite' })).toBeVisible();

    const mail = await mailTo(partner.emails, `${senderName} invites you to DocVue Exchange`);
    expect(mail.text).toContain(`${senderName} invites ${partner.name}`);
    registrationLink = registrationLinkIn(mail.text, originOf(page)).link;
    expect(mail.html).toContain(`href="${registrationLink}"`);
  });

  test('the partner opens the link: the sign-up is prefilled from the invitation; it registers and signs in', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    partnerPage = await newPage(browser);
    const page = partnerPage;
    const s = signUpOf(page);
    // The onboarding form of the link leads someone who is not signed in to the same sign-up.
    const token = registrationLink.split('/').pop()!;
    await page.goto(`/onboarding/${token}`);
    await expect(page).toHaveURL(new RegExp(`/register/${token}$`));
    await expect(s.heading).toBeVisible();
    await expect(s.field('Legal Name')).toHaveValue(partner.name);

    await page.goto(registrationLink);
    await expect(s.heading).toBeVisible();
    await expect(s.form.getByRole('alert')).toContainText(`${senderName} invites you to DocVue Exchange`);
    // Whoever holds the link (a forwarded mail too) sees the address it went to only masked.
    const [local, domain] = partner.emails.split('@');
    await expect(s.form.getByRole('alert')).toContainText(
      `It was sent to ${local![0]}•••@${domain![0]}•••.example: register with that address`,
    );
    await expect(s.form).not.toContainText(partner.emails);
    // What the sender knows of the partner; its address and tax number are typed, not shown.
    await expect(s.field('Legal Name')).toHaveValue(partner.name);
    await expect(s.field('Address Line 1')).toHaveValue(partner.addressLineOne!);
    await expect(s.field('City')).toHaveValue(partner.city!);
    await expect(s.state).toHaveText('Texas');
    await expect(s.field('Zip')).toHaveValue(partner.zipCode!);
    await expect(s.field('Tax Number')).toHaveValue('');
    await expect(s.field('Email')).toHaveValue('');
    // The invitation makes it a purchaser, which cannot be taken off.
    await expect(s.partyType('Purchaser')).toBeChecked();
    await expect(s.partyType('Purchaser')).toBeDisabled();
    await expect(s.submit).toBeDisabled();
    await expectAccessible(page, test.info(), 'sign-up-invited-1280');

    await s.field('Tax Number').fill(partner.taxIdentifier);
    await s.field('First Name').fill('Rosa');
    await s.field('Last Name').fill('Delgado');
    await s.field('Email').fill(partner.emails);
    await submitSignUp(page);
    // The invitation's link proves no mailbox (it may have been forwarded): the password is chosen
    // only from the link mailed to the address.
    await expect(
      page.getByText(
        'We sent a link to the address you registered with: open it to choose your password, then sign in.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Choose your password' })).toHaveCount(0);

    const mail = await mailTo(partner.emails, 'Welcome to DocVue Exchange');
    expect(mail.text).toContain(`${partner.name} is registered on DocVue Exchange, and you are its administrator.`);
    await setPasswordAndSignIn(page, passwordLinkIn(mail, originOf(page)), partner.emails, password);
    await acceptLicence(page);
    await skipWelcome(page);
    await expect(page.getByRole('banner').getByText(partner.name, { exact: true })).toBeVisible();

    // The link was used: it leads to the plain sign-up now.
    const again = await newPage(browser);
    await again.goto(registrationLink);
    const notFound = again.getByRole('dialog', { name: 'Invitation Not found' });
    await expect(notFound).toContainText('Invitation not found, or expired');
    await again.context().close();
  });

  test('the new administrator finds the invitation and accepts it through the wizard, after due diligence', async () => {
    const page = partnerPage;
    const i = invitationsOf(page);
    await openInvitations(page);
    const row = i.row(senderName);
    await expect(row).toContainText(sender.email);
    // The sender's tax number, all but its last four characters hidden.
    await expect(row).toContainText('**-***1937');
    await expectAccessible(page, test.info(), 'invitations-1280');

    await i.accept(senderName).click();
    await expect(page).toHaveURL(/\/admin\/invitation\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Accept Invitation', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Invitation' })).toContainText(senderName);
    await expect(page.getByRole('heading', { name: `Add ${senderName} to your parties` })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Create new party' })).toBeChecked();
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Create new party' })).toBeVisible();
    // The sender is a vendor to a purchaser: its type is settled.
    const type = page.getByRole('combobox', { name: /^Type/ });
    await expect(type).toHaveText('Vendor');
    await expect(type).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible(page, test.info(), 'accept-invitation-1280');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('textbox', { name: 'Party Number' })).toHaveAccessibleDescription('Required');
    await page.getByRole('textbox', { name: 'Party Number' }).fill('V-PBOS');
    await page.getByRole('button', { name: 'Accept' }).click();

    const dueDiligence = page.getByRole('dialog', { name: 'Due Diligence' });
    await expect(dueDiligence).toContainText('due diligence on accepting documents from outside parties');
    await dueDiligence.getByRole('button', { name: 'Continue' }).click();
    await expect(i.snackbar(`You are now connected to ${senderName}`)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/invitations$/);
    await expect(i.none).toBeVisible();
  });

  test('the sender sees the partner Connected and sends it an AR invoice, which arrives in its inbox', async () => {
    test.setTimeout(120_000);
    const page = senderPage;
    const p = partiesOf(page);
    const s = screenOf(page);
    await openPartyList(page);
    await searchParties(page, partner.name, 1);
    await expect(p.status(p.row(partner.name), 'Connected')).toBeVisible();

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'AR Invoices' }).click();
    await page.getByRole('button', { name: 'Send AR Invoice' }).click();
    const send = page.getByRole('dialog', { name: 'Send AR Invoice' });
    await send.getByRole('combobox', { name: 'Recipient' }).fill('Mesquite Flats');
    await page.getByRole('option').filter({ hasText: partner.name }).click();
    await dropFile(send.getByText('Drop a file here, or'), {
      name: `${invoiceNumber}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        await sampleInvoice(invoiceNumber, {
          billTo: { name: partner.name, addressLines: [partner.addressLineOne!, 'Abilene, TX 79601'] },
        }),
      ),
    });
    await send.getByRole('button', { name: 'Next' }).click();
    await expect(s.snackbar('Successfully uploaded the document')).toBeVisible();
    await expect(page).toHaveURL(/\/documents\/\d+$/);

    await expect(s.field('Invoice #')).toHaveValue(invoiceNumber, { timeout: 30_000 });
    await expect(s.status('Pending')).toBeVisible();
    await expect(s.field('Purchaser')).toHaveValue(partner.name);
    await expect(page.getByText('Connected', { exact: true })).toBeVisible();
    await s.field('Org Unit').click();
    await page.getByRole('option', { name: 'Midland Field Office' }).click();
    await s.action('Send').click();
    await expect(s.snackbar('Document Sent')).toBeVisible();

    // The partner finds it in its inbox, and opening it marks it Received.
    const inbox = partnerPage;
    await inbox.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await inbox.getByRole('link', { name: 'Inbox' }).click();
    await expect(inbox).toHaveURL(/\/inbox$/);
    const table = inbox.getByRole('table', { name: 'Inbox documents' });
    await expect(table.getByRole('link', { name: invoiceNumber })).toBeVisible();
    await table.getByRole('link', { name: invoiceNumber }).click();
    await expect(inbox).toHaveURL(/\/documents\/\d+$/);
    await expect(screenOf(inbox).status('Received')).toBeVisible();
    await expect(screenOf(inbox).heading).toHaveText(`${invoiceNumber}.pdf`);
  });
});

test.describe('an invitation taken into a company on the network is rejected by its administrator', () => {
  test.describe.configure({ mode: 'serial' });

  const sender = demo.admin('cimarron');
  const senderName = companyName('cimarron');
  const party: PartyInput = {
    type: 'Bank',
    name: `First Plains Trust Services ${run}`,
    number: `BNK-FP${run}`,
    // The bank's own tax number, as the trust recorded it: that is what lets the bank's
    // administrator take an invitation mailed to another of its addresses (the invitation is for
    // the party it was made for, not for whoever holds the link).
    taxIdentifier: networkCompany('firstplains').taxNumber,
    emails: `trust.${run}@firstplainsbank.example`,
    orgUnits: ['Trust Administration'],
    invite: true,
  };
  let token: string;
  let senderPage: Page;
  let adminPage: Page;
  let memberPage: Page;

  test.afterAll(async () => {
    for (const page of [senderPage, adminPage, memberPage]) await page?.context().close();
  });

  test('the trust invites a party at a bank’s address; a member of the bank who is not an administrator is told to ask one', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    senderPage = await signedIn(browser, sender.email);
    const p = partiesOf(senderPage);
    await openPartyList(senderPage);
    await createParty(senderPage, party);
    await searchParties(senderPage, party.name, 1);
    await expect(p.status(p.row(party.name), 'Invite Sent')).toBeVisible();
    const mail = await mailTo(party.emails, `${senderName} invites you to DocVue Exchange`);
    token = registrationLinkIn(mail.text, originOf(senderPage)).token;

    // A member of the bank who is signed in opens the onboarding form of the link: only an
    // administrator takes an invitation into the company.
    memberPage = await signedIn(browser, demo.readOnly('firstplains').email);
    await memberPage.goto(`/onboarding/${token}`);
    await expect(memberPage).toHaveURL(new RegExp(`/admin/onboarding/${token}$`));
    await expect(memberPage.getByText('Ask your admin to accept or reject the invitation.')).toBeVisible();
    // So is the link that takes it into the selected company.
    await memberPage.goto(`/admin/invitations/${token}`);
    await expect(invitationsOf(memberPage).heading).toBeVisible();
    await expect(invitationsOf(memberPage).askAdmin).toBeVisible();
  });

  test('the administrator takes it into the bank; the member sees it with Accept and Reject disabled', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    adminPage = await signedIn(browser, demo.admin('firstplains').email);
    const i = invitationsOf(adminPage);
    await adminPage.goto(`/onboarding/${token}`);
    await expect(adminPage).toHaveURL(/\/admin\/invitations$/);
    await expect(i.row(senderName)).toContainText(sender.email);
    await expect(i.accept(senderName)).toBeEnabled();
    await expect(i.reject(senderName)).toBeEnabled();
    await expect(i.askAdmin).toHaveCount(0);

    const m = invitationsOf(memberPage);
    await memberPage.goto('/admin/invitations');
    await expect(m.heading).toBeVisible();
    await expect(m.askAdmin).toBeVisible();
    await expect(m.accept(senderName)).toBeDisabled();
    await expect(m.reject(senderName)).toBeDisabled();
    // Invitations is an administrator's entry.
    await expect(
      memberPage.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Invitations' }),
    ).toHaveCount(0);
  });

  test('the administrator rejects it: it leaves the list, and the sender’s party offers Connect', async () => {
    const i = invitationsOf(adminPage);
    await i.reject(senderName).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Reject Invitation' });
    await expect(confirm).toContainText(`Reject the invitation from ${senderName}?`);
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await expect(i.snackbar('Invitation Rejected')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(i.row(senderName)).toHaveCount(0);

    // The bank is on the network: the trust's party offers to ask it to connect instead.
    const p = partiesOf(senderPage);
    await openParty(senderPage, party.name);
    await expect(p.formStatus.getByRole('button', { name: 'Connect', exact: true })).toBeVisible();
    await openPartyList(senderPage);
    await expect(p.search).toHaveValue(party.name);
    await expect(p.status(p.row(party.name), 'Connect')).toBeVisible();
  });
});
