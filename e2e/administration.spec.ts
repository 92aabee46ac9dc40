import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { w9Pdf } from '../apps/server/src/seed/sample-pdfs/w9.js';
import { expectAccessibleOnDesktopAndPhone, DESKTOP } from './support/axe';
import { companyName, demo } from './support/demo-users';
import { apiHeaders } from './support/documents';
import { networkCompany, openParty, openPartyList, searchParties } from './support/parties';
import { mailTo, passwordLinkIn, setPasswordAndSignIn } from './support/registration';
import { acceptLicence, acceptLicenceIfAsked, openAccountMenu, signIn } from './support/sign-in';
import { snackbar } from './support/snackbar';

/*
 * Administration (docs/product/administration.md §2–§8): Blue Creek's administrator adds a user, who sets a
 * password from the onboarding e-mail and signs in; adds a business unit (Blue Creek's word for an
 * org unit) and an address set; uploads its W9 shared with Cimarron only. Cimarron downloads it
 * from Blue Creek's party page; Permian, connected to Blue Creek too, sees nothing and gets 404.
 * Every administration screen it passes is checked for accessibility at 1280 and 375 px.
 *
 * Blue Creek has no W9 in the demo seed, so no other journey's document is replaced. Blue Creek's
 * administrator needs its first sign-in in accessibility.spec, which sorts before this file;
 * Cimarron's and Permian's administrators are signed in by other journeys with
 * acceptLicenceIfAsked, so their order does not matter. What is created is new on every run.
 */
test.describe.configure({ mode: 'serial' });

const run = Date.now().toString().slice(-5);
const admin = demo.admin('bluecreek');
const blueCreek = networkCompany('bluecreek');
const partner = demo.admin('cimarron');
const outsider = demo.admin('permian');
const newUser = { email: `nina.${run}@bluecreekmidstream.example`, firstName: 'Nina', lastName: 'Okafor' };
const businessUnit = { name: `Loving County Gathering ${run}`, code: `LCG-${run}` };
const addressSet = { name: `Cimarron Remit-To ${run}`, code: `CRT-${run}` };
const w9FileName = `W-9 Blue Creek ${run}.pdf`;

let adminPage: Page;
let partnerPage: Page;
let outsiderPage: Page;
let w9Id: number;
let w9Bytes: Buffer;

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: DESKTOP, acceptDownloads: true })).newPage();
}

/** A company administrator, signed in, past the licence (the demo companies' administrators are not greeted). */
async function signedInAdministrator(browser: Browser, email: string): Promise<Page> {
  const page = await newPage(browser);
  await signIn(page, email, '/');
  await acceptLicenceIfAsked(page);
  return page;
}

/** An entry of the left navigation, as a person opens it. */
async function openFromNavigation(page: Page, label: string, path: RegExp): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await expect(page).toHaveURL(path);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const textbox = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });
const originOf = (page: Page) => new URL(page.url()).origin;

test.afterAll(async () => {
  for (const page of [adminPage, partnerPage, outsiderPage]) await page?.context().close();
});

test('the administrator adds a user with the onboarding e-mail; the user sets a password from it and signs in', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  adminPage = await signedInAdministrator(browser, admin.email);
  const page = adminPage;

  await openFromNavigation(page, 'Users', /\/admin\/users$/);
  await expect(heading(page)).toHaveText('Users');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('link', { name: admin.email })).toBeVisible();
  await expectAccessibleOnDesktopAndPhone(page, test.info(), 'users');

  await page.getByRole('link', { name: 'New User' }).click();
  await expect(page).toHaveURL(/\/admin\/user\/create$/);
  await expect(heading(page)).toHaveText('Create User');
  const form = page.getByRole('form', { name: 'User' });
  await form.getByRole('textbox', { name: 'Email' }).fill(newUser.email);
  await form.getByRole('textbox', { name: 'First Name' }).fill(newUser.firstName);
  await form.getByRole('textbox', { name: 'Last Name' }).fill(newUser.lastName);
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill('Gas Scheduler');
  // A new user is ReadOnly to start with (docs/product/administration.md §5).
  await expect(form.getByRole('combobox', { name: /^Main Role/ })).toHaveText('ReadOnly');
  await form.getByRole('checkbox', { name: 'Send Onboarding E-mail' }).check();
  await expectAccessibleOnDesktopAndPhone(page, test.info(), 'user-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(snackbar(page, 'User Created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users$/);
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: newUser.email });
  await expect(row).toContainText(`${newUser.firstName} ${newUser.lastName}`);
  await expect(row).toContainText('ReadOnly');

  // The onboarding e-mail: a link to choose a password, then sign in.
  // It names the company and who added the person.
  const mail = await mailTo(newUser.email, `Your DocVue Exchange account at ${blueCreek.legalName}`);
  expect(mail.text).toContain(`Hello ${newUser.firstName},`);
  expect(mail.text).toContain(`of ${blueCreek.legalName} gave you an account on DocVue Exchange`);
  const link = passwordLinkIn(mail, originOf(page));

  const userPage = await newPage(browser);
  await setPasswordAndSignIn(userPage, link, newUser.email, `Blue!Creek${run}`);
  await acceptLicence(userPage);
  await expect(userPage.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  await expect(userPage.getByRole('banner').getByText(companyName('bluecreek'), { exact: true })).toBeVisible();
  // ReadOnly: no administration entries.
  const nav = userPage.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);

  // Their own profile, from the account menu.
  await openAccountMenu(userPage);
  await userPage.getByRole('menuitem', { name: 'Edit my Profile' }).click();
  await expect(userPage).toHaveURL(/\/profile$/);
  await expect(heading(userPage)).toHaveText('Profile');
  await expect(userPage.getByRole('form', { name: 'Profile' }).getByRole('textbox', { name: /^Email/ })).toHaveValue(
    newUser.email,
  );
  await expectAccessibleOnDesktopAndPhone(userPage, test.info(), 'profile');
  await userPage.context().close();
});

test('the administrator adds a business unit and an address set for Cimarron', async () => {
  test.setTimeout(120_000);
  const page = adminPage;

  // Blue Creek calls its org units business units: the navigation, titles and messages say so.
  await openFromNavigation(page, 'Business Unit', /\/admin\/orgunits$/);
  await expect(heading(page)).toHaveText('Business Unit');
  await expect(page.getByRole('table', { name: 'Business Unit' })).toContainText('Delaware Basin Gathering');
  await expectAccessibleOnDesktopAndPhone(page, test.info(), 'org-units');
  await page.getByRole('link', { name: 'New Business Unit' }).click();
  await expect(page).toHaveURL(/\/admin\/orgunit\/create$/);
  await expect(heading(page)).toHaveText('Create Business Unit');
  await textbox(page, 'Name').fill(businessUnit.name);
  await textbox(page, 'Code').fill(businessUnit.code);
  await textbox(page, 'City').fill('Mentone');
  await expectAccessibleOnDesktopAndPhone(page, test.info(), 'org-unit-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(snackbar(page, 'Business Unit Created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/orgunits$/);
  const unit = page
    .getByRole('table', { name: 'Business Unit' })
    .getByRole('row')
    .filter({ hasText: businessUnit.name });
  await expect(unit).toContainText(businessUnit.code);
  await expect(unit).toContainText('Mentone');

  await openFromNavigation(page, 'Address Sets', /\/admin\/address$/);
  await expect(heading(page)).toHaveText('Address Sets');
  await expectAccessibleOnDesktopAndPhone(page, test.info(), 'address-sets');
  await page.getByRole('link', { name: 'New Address Set' }).click();
  await expect(page).toHaveURL(/\/admin\/address\/create$/);
  await expect(heading(page)).toHaveText('Create Address Set');
  const form = page.getByRole('form', { name: 'Address set' });
  const section = (name: string) => form.getByRole('region', { name });
  await textbox(page, 'Name').fill(addressSet.name);
  await textbox(page, 'Code').fill(addressSet.code);
  const main = section('Main address');
  await main.getByRole('textbox', { name: 'Address Line One' }).fill(blueCreek.addressLineOne);
  await main.getByRole('textbox', { name: 'City' }).fill(blueCreek.city);
  await main.getByRole('combobox', { name: /^State/ }).click();
  await page.getByRole('option', { name: 'New Mexico', exact: true }).click();
  await main.getByRole('textbox', { name: 'Zip Code' }).fill(blueCreek.zipCode);
  const payment = section('Payment address');
  await payment.getByRole('textbox', { name: 'Addressee Name' }).fill('Blue Creek Remittance');
  await payment.getByRole('textbox', { name: 'Address Line One' }).fill(`PO Box ${run}`);
  await payment.getByRole('textbox', { name: 'City' }).fill('Artesia');
  await payment.getByRole('combobox', { name: /^State/ }).click();
  await page.getByRole('option', { name: 'New Mexico', exact: true }).click();
  await payment.getByRole('textbox', { name: 'Zip Code' }).fill('88211');
  // The tax address is the main one: copied, and locked.
  const tax = section('Tax address');
  await tax.getByRole('checkbox', { name: 'Same as main' }).check();
  await expect(tax.getByRole('textbox', { name: 'Address Line One' })).toHaveValue(blueCreek.addressLineOne);
  await expect(tax.getByRole('textbox', { name: 'Address Line One' })).not.toBeEditable();
  // Only connected parties are offered.
  await form.getByRole('combobox', { name: 'Parties' }).fill('Cimarron');
  await page
    .getByRole('option')
    .filter({ hasText: companyName('cimarron') })
    .click();
  await expect(form.getByRole('button', { name: companyName('cimarron') })).toBeVisible();
  await expectAccessibleOnDesktopAndPhone(page, test.info(), 'address-set-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(snackbar(page, 'Address set Created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/address$/);

  // Editing: Save and Cancel, and the Actions menu with Save and Delete (docs/product/administration.md §2).
  await page.getByRole('table', { name: 'Address Sets' }).getByRole('link', { name: addressSet.name }).click();
  await expect(page).toHaveURL(/\/admin\/address\/\d+$/);
  await expect(heading(page)).toHaveText('Edit Address Set');
  await expect(textbox(page, 'Code')).toHaveValue(addressSet.code);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Actions' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Save', 'Delete']);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/address$/);
});

test('the administrator uploads its W9, shared with Cimarron only', async () => {
  test.setTimeout(120_000);
  const page = adminPage;

  await openFromNavigation(page, 'Setup', /\/admin\/settings\/legalDocuments$/);
  await expect(heading(page)).toHaveText('Setup');
  const tabs = page.getByRole('tablist', { name: 'Setup' });
  await expect(tabs.getByRole('tab', { name: 'Company Documents' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessibleOnDesktopAndPhone(page, test.info(), 'company-documents');
  await tabs.getByRole('tab', { name: 'Logo' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/companyLogo$/);
  await expectAccessibleOnDesktopAndPhone(page, test.info(), 'company-logo');
  await tabs.getByRole('tab', { name: 'Terminology' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/terminology$/);
  await expectAccessibleOnDesktopAndPhone(page, test.info(), 'terminology');
  await tabs.getByRole('tab', { name: 'Company Documents' }).click();

  await page.getByRole('link', { name: 'Upload New' }).click();
  await expect(page).toHaveURL(/\/admin\/settings\/legalDocument\/create$/);
  await expect(heading(page)).toHaveText('Upload Company Document');
  await page.getByRole('combobox', { name: /^Document type/ }).click();
  await page.getByRole('option', { name: 'W9', exact: true }).click();
  w9Bytes = Buffer.from(
    await w9Pdf({
      name: blueCreek.legalName,
      businessName: '',
      taxClassification: 'Limited liability company',
      exemptPayeeCode: '',
      addressLineOne: blueCreek.addressLineOne,
      cityStateZip: `${blueCreek.city}, ${blueCreek.state} ${blueCreek.zipCode}`,
      requester: { name: '', addressLines: [] },
      tinType: 'EIN',
      tin: blueCreek.taxNumber,
      signatureName: blueCreek.legalName,
      signatureDate: '2026-01-15',
    }),
  );
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: w9FileName,
    mimeType: 'application/pdf',
    buffer: w9Bytes,
  });
  await expect(page.getByText(w9FileName)).toBeVisible();
  await page.getByRole('radio', { name: 'Shared with partners' }).check();
  const shareWith = page.getByRole('table', { name: 'Share with' });
  await expect(shareWith.getByRole('row')).toHaveCount(4);
  await shareWith.getByRole('checkbox', { name: `Share with ${companyName('cimarron')}` }).check();
  await expect(shareWith.getByRole('checkbox', { name: `Share with ${companyName('permian')}` })).not.toBeChecked();
  await expectAccessibleOnDesktopAndPhone(page, test.info(), 'company-document-form');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Run again on a server that is kept (E2E_REUSE_SERVER), the new W9 replaces the last run's, after asking.
  const uploaded = snackbar(page, 'Successfully uploaded the document');
  const replace = page.getByRole('dialog', { name: 'Replace existing document' });
  await expect(uploaded.or(replace)).toBeVisible({ timeout: 30_000 });
  if (await replace.isVisible()) await replace.getByRole('button', { name: 'Yes' }).click();
  await expect(uploaded).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/settings\/legalDocuments$/);

  const documents = page.getByRole('table', { name: 'Company Documents' });
  const w9Row = documents.getByRole('row').filter({ hasText: 'Shared with partners' }).filter({ hasText: 'Yes' });
  await expect(w9Row).toHaveCount(1);
  const href = await w9Row.getByRole('link', { name: 'W9' }).getAttribute('href');
  w9Id = Number(/\/admin\/settings\/legalDocument\/(\d+)$/.exec(href ?? '')?.[1]);
  expect(w9Id, `the W9's address, ${href}`).toBeGreaterThan(0);

  // What was read from it, on its form.
  await w9Row.getByRole('link', { name: 'W9' }).click();
  await expect(heading(page)).toHaveText('Edit Company Document');
  const read = page.getByRole('region', { name: 'Read from the W9' });
  await expect(read).toContainText(blueCreek.legalName);
  await expect(read).toContainText(blueCreek.taxNumber);
  await expect(page.getByRole('checkbox', { name: `Share with ${companyName('cimarron')}` })).toBeChecked();
});

test('Cimarron, with whom it is shared, sees it on Blue Creek’s party page and downloads it', async ({ browser }) => {
  test.setTimeout(120_000);
  partnerPage = await signedInAdministrator(browser, partner.email);
  const page = partnerPage;
  await openPartyList(page);
  await searchParties(page, companyName('bluecreek'), 1);
  await openParty(page, companyName('bluecreek'));

  const shared = page.getByRole('region', { name: `Shared by ${companyName('bluecreek')}` });
  const documents = shared.getByRole('list', { name: `Documents shared by ${companyName('bluecreek')}` });
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await expect(documents).toContainText('W9');
  await expect(documents).toContainText(w9FileName);
  // The address set names Cimarron: its payment and tax addresses are shown beside.
  await expect(shared.getByRole('region', { name: 'Payment address' })).toContainText(`PO Box ${run}`);
  await expect(shared.getByRole('region', { name: 'Tax address' })).toContainText(blueCreek.addressLineOne);

  const downloading = page.waitForEvent('download');
  await documents.getByRole('button', { name: 'Download W9' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(w9FileName);
  expect((await readFile(await download.path())).equals(w9Bytes)).toBe(true);
});

test('Permian, connected to Blue Creek too, sees nothing of it and gets 404 for it', async ({ browser }) => {
  test.setTimeout(120_000);
  outsiderPage = await signedInAdministrator(browser, outsider.email);
  const page = outsiderPage;
  await openPartyList(page);
  await searchParties(page, companyName('bluecreek'), 1);
  await openParty(page, companyName('bluecreek'));
  await expect(page.getByRole('region', { name: `Shared by ${companyName('bluecreek')}` })).toContainText(
    `${companyName('bluecreek')} shares no documents or addresses with you.`,
  );

  const headers = await apiHeaders(page);
  for (const path of [`/api/legaldocuments/${w9Id}`, `/api/legaldocuments/${w9Id}/download`]) {
    const res = await page.request.get(path, { headers });
    expect(res.status(), path).toBe(404);
    expect(await res.text(), path).not.toContain(w9FileName);
  }
  // The same calls answer Cimarron.
  const partnerHeaders = await apiHeaders(partnerPage);
  const res = await partnerPage.request.get(`/api/legaldocuments/${w9Id}/download`, { headers: partnerHeaders });
  expect(res.status()).toBe(200);
  expect((await res.body()).equals(w9Bytes)).toBe(true);
});
