import { readFile } from 'node:fs/promises';
import { partyImportColumns } from '@docvue/contracts';
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DESKTOP, expectAccessible } from './support/axe';
import { companyName, demo } from './support/demo-users';
import { mailsTo } from './support/mailbox';
import {
  createParty,
  fillNewParty,
  networkCompany,
  openParty,
  openPartyList,
  partiesOf,
  partyAction,
  registrationLinkIn,
  searchParties,
  type PartyInput,
} from './support/parties';
import { acceptLicenceIfAsked, signIn } from './support/sign-in';

/*
 * Parties and the network, as the README walks through them by hand: Permian's administrator
 * keeps the partner directory (by hand and from a file), finds which partners are companies on
 * the network and asks one to connect, and invites partners that are not on it by e-mail.
 * Members who are not administrators do not get the screens. The administrator is a user no
 * journey needs the first sign-in of; the non-administrators signed in first in files that sort
 * before this one (dashboard-and-search, document-list).
 */
test.describe.configure({ mode: 'serial' });

const admin = demo.admin('permian');
const run = Date.now().toString().slice(-5);
/** Imported in one journey, invited with the bulk invite in another. */
const imported = { name: `Caprock Casing Crews ${run}`, number: `V-CC${run}` };

let page: Page;

async function newPage(browser: Browser, email: string, path: string) {
  const p = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signIn(p, email, path);
  await acceptLicenceIfAsked(p);
  return p;
}

test.beforeAll(async ({ browser }) => {
  page = await newPage(browser, admin.email, '/');
});
test.afterAll(async () => {
  await page?.context().close();
});

test('the administrator creates a party by hand, finds it with the search box, changes it and deletes it', async () => {
  test.setTimeout(120_000);
  const p = partiesOf(page);
  const party: PartyInput = {
    type: 'Purchaser',
    name: `Mesquite Valve Repair ${run}`,
    number: `CUST-M${run}`,
    taxIdentifier: `75-61${run}`,
    emails: `payables@mesquitevalve${run}.example`,
    orgUnits: ['Midland Field Office'],
    phone: '(432) 555-0160',
    addressLineOne: '2700 E Interstate 20',
    city: 'Midland',
    state: 'TX',
    zipCode: '79701',
  };

  await openPartyList(page);
  await expect(p.grid).toBeVisible();
  await expectAccessible(page, test.info(), 'party-list-1280');

  // Save checks the form first, in the spec's words.
  await page.getByRole('button', { name: 'New Party' }).click();
  await page.getByRole('menuitem', { name: 'Create Manually' }).click();
  await expect(p.heading).toHaveText('Create Party');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  for (const label of ['Name', 'Party Number', 'Tax Identifier', 'Emails']) {
    await expect(p.field(label)).toHaveAccessibleDescription('Required');
  }
  await expect(page.getByText('You must select at least 1 Org Unit')).toBeVisible();
  await p.field('Emails').fill('payables@example');
  await expect(page.getByText('payables@example is not a valid email')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/party\/create$/);
  await expectAccessible(page, test.info(), 'party-create-1280');

  await fillNewParty(page, party);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(p.snackbar('Party Created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/parties$/);

  // Found by part of its name in any case; the words found are marked in the row.
  await searchParties(page, 'valve repair', 1);
  const row = p.row(party.name);
  await expect(row.locator('mark')).toHaveText('Valve Repair');
  await expect(row).toContainText(party.number);
  await expect(row).toContainText('Purchaser');
  await expect(p.status(row, 'Invite')).toBeVisible();

  // Opened from its row; changed with Actions → Save.
  await openParty(page, party.name);
  await expect(p.formStatus).toContainText('Invite');
  await expect(p.field('Party Number')).toHaveValue(party.number);
  await expect(page.getByRole('combobox', { name: 'Type' })).toBeDisabled();
  await p.field('Phone').fill('(432) 555-0161');
  await p.field('City', 'Primary Address').fill('Odessa');
  await partyAction(page, 'Save');
  await expect(p.snackbar('Saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/parties$/);

  // The list kept its search, and shows the change.
  await expect(p.search).toHaveValue('valve repair');
  await expect(p.row(party.name)).toContainText('(432) 555-0161');
  await openParty(page, party.name);
  await expect(p.field('City', 'Primary Address')).toHaveValue('Odessa');

  // Deleted after confirming.
  await partyAction(page, 'Delete');
  const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
  await expect(confirm).toContainText('Are you sure?');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(p.snackbar('Party Deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/parties$/);
  await expect(p.grid.getByText('No parties')).toBeVisible();
  await expect(p.rows).toHaveCount(0);
});

test('the administrator downloads the import template and imports a CSV: one row imported, one refused with its reason', async () => {
  const p = partiesOf(page);
  await openPartyList(page);
  await page.getByRole('button', { name: 'New Party' }).click();
  await page.getByRole('menuitem', { name: 'Import from Excel' }).click();
  await expect(page).toHaveURL(/\/admin\/parties\/import$/);
  await expect(p.heading).toHaveText('Import Parties');

  // The template: an Excel workbook whose first sheet has the columns to fill in.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel Template' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^[\w .-]*template[\w .-]*\.xlsx$/i);
  const bytes = await readFile((await download.path())!);
  expect(bytes.length).toBeGreaterThan(0);
  // An .xlsx is a zip file.
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  expect(workbook.worksheets[0]!.getRow(1).values).toEqual([undefined, ...partyImportColumns]);

  // A CSV with the template's columns: one good row, one with an e-mail that is not one.
  const row = (cells: Record<(typeof partyImportColumns)[number], string>) =>
    partyImportColumns.map((c) => `"${cells[c].replace(/"/g, '""')}"`).join(',');
  const csv = [
    partyImportColumns.join(','),
    row({
      Type: 'Vendor',
      Name: imported.name,
      Number: imported.number,
      'Tax Identifier': `75-62${run}`,
      Emails: `office@caprockcasing${run}.example`,
      Phone: '(432) 555-0171',
      'Address Line One': '1400 S County Rd 1210',
      'Address Line Two': '',
      City: 'Midland',
      State: 'TX',
      Zip: '79706',
      'Org Units': 'MID; Pecos Yard',
      'Effective From': '2026-01-01',
      'Effective Thru': '',
    }),
    row({
      Type: 'Vendor',
      Name: `Broken Arrow Welding ${run}`,
      Number: `V-BA${run}`,
      'Tax Identifier': `75-63${run}`,
      Emails: 'broken-arrow-welding',
      Phone: '',
      'Address Line One': '',
      'Address Line Two': '',
      City: 'Hobbs',
      State: 'NM',
      Zip: '88240',
      'Org Units': 'Hobbs District',
      'Effective From': '',
      'Effective Thru': '',
    }),
  ].join('\r\n');
  await page.getByLabel('File').setInputFiles({
    name: 'partners.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByText('partners.csv')).toBeVisible();
  await page.getByRole('button', { name: 'Upload' }).click();

  const result = page.getByRole('list', { name: '1 succeeded, 1 failed' });
  await expect(page.getByRole('heading', { name: '1 succeeded, 1 failed' })).toBeVisible();
  const good = result.getByRole('listitem', { name: 'Row 2: Succeeded' });
  await expect(good).toContainText(`${imported.number}, ${imported.name}`);
  await expect(good).toContainText('1400 S County Rd 1210, Midland, TX 79706');
  const bad = result.getByRole('listitem', { name: 'Row 3: Failed' });
  await expect(bad).toContainText('Emails: broken-arrow-welding is not a valid email');
  await expect(bad).toContainText(`Broken Arrow Welding ${run}`);
  await expectAccessible(page, test.info(), 'party-import-result-1280');
  await expect(page.getByRole('button', { name: 'Upload Another File' })).toBeVisible();

  // The imported party is in the list, not on the network yet; the refused one is not.
  await openPartyList(page);
  await searchParties(page, imported.name, 1);
  const party = p.row(imported.name);
  await expect(party).toContainText(imported.number);
  await expect(party).toContainText('Vendor');
  await expect(p.status(party, 'Invite')).toBeVisible();
  await searchParties(page, `Broken Arrow Welding ${run}`, 0);
});

test('Find Network Matches finds a partner that is a company on the network; Connect asks it, after due diligence', async () => {
  test.setTimeout(120_000);
  const p = partiesOf(page);
  const bank = networkCompany('firstplains');
  // Permian's bank, entered by hand: the same tax identifier as the bank on the network.
  await openPartyList(page);
  await createParty(page, {
    type: 'Bank',
    name: bank.legalName,
    number: `BNK-${run}`,
    taxIdentifier: bank.taxNumber,
    emails: `treasury.${run}@firstplainsbank.example`,
    orgUnits: ['Midland Field Office'],
    city: bank.city,
    state: bank.state,
    zipCode: bank.zipCode,
  });
  await searchParties(page, bank.legalName, 1);
  await expect(p.status(p.row(bank.legalName), 'Invite')).toBeVisible();

  // The partners not connected nor invited are matched; only the bank is on the network.
  await page.getByRole('button', { name: 'Find Network Matches...' }).click();
  const dialog = page.getByRole('dialog', { name: '1 match found' });
  await expect(dialog).toBeVisible();
  const match = dialog.getByRole('list', { name: 'Matches' }).getByRole('listitem');
  await expect(match).toHaveCount(1);
  await expect(match).toContainText(`${bank.legalName} (BNK-${run})`);
  await expect(match).toContainText(`${bank.legalName}, ${bank.city}, ${bank.state}`);
  await expect(match).toContainText('Matched by Tax Identifier');
  await expectAccessible(page, test.info(), 'network-matches-1280');

  // Connect asks first; Cancel leaves the party as it was.
  const connect = match.getByRole('button', { name: `Connect ${bank.legalName} to ${bank.legalName}` });
  await connect.click();
  const dueDiligence = page.getByRole('dialog', { name: 'Due Diligence' });
  await expect(dueDiligence).toContainText('due diligence on accepting documents from outside parties');
  await dueDiligence.getByRole('button', { name: 'Cancel' }).click();
  await expect(dueDiligence).toBeHidden();
  await expect(connect).toBeVisible();
  await connect.click();
  await dueDiligence.getByRole('button', { name: 'Continue' }).click();
  await expect(dueDiligence).toBeHidden();
  await expect(match).toContainText('Waiting for other party to accept');
  await expect(connect).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The list and the party show that the bank was asked.
  await expect(p.status(p.row(bank.legalName), 'Waiting for other party to accept')).toBeVisible();
  await openParty(page, bank.legalName);
  await expect(p.formStatus).toContainText('Waiting for other party to accept');
  await expect(p.formStatus.getByRole('button')).toHaveCount(0);

  // Asked once: the search does not offer it again.
  await openPartyList(page);
  await page.getByRole('button', { name: 'Find Network Matches...' }).click();
  const again = page.getByRole('dialog', { name: 'Sorry no matches found' });
  await expect(again).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
});

test('a new party off the network is invited on create: the e-mail brings a registration link to the product', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const p = partiesOf(page);
  const party: PartyInput = {
    type: 'Purchaser',
    name: `Pecos Valley Fabrication ${run}`,
    number: `CUST-P${run}`,
    taxIdentifier: `75-64${run}`,
    emails: `ap.${run}@pecosvalleyfab.example`,
    orgUnits: ['Pecos Yard'],
    city: 'Pecos',
    state: 'TX',
    zipCode: '79772',
    invite: true,
  };
  await openPartyList(page);

  // Inviting needs a contact e-mail.
  await page.getByRole('button', { name: 'New Party' }).click();
  await page.getByRole('menuitem', { name: 'Create Manually' }).click();
  await page.getByRole('checkbox', { name: 'Invite party to join the Exchange Network' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('A contact email is required to invite a party to your network')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/parties$/);

  await createParty(page, party);
  await searchParties(page, party.name, 1);
  await expect(p.status(p.row(party.name), 'Invite Sent')).toBeVisible();

  const [mail] = await mailsTo(party.emails);
  expect(mail!.subject).toBe(`${companyName('permian')} invites you to DocVue Exchange`);
  expect(mail!.text).toContain(`${companyName('permian')} invites ${party.name}`);
  const origin = new URL(page.url()).origin;
  const { link, token } = registrationLinkIn(mail!.text, origin);
  expect(mail!.html).toContain(`href="${link}"`);

  // The link is the invitation's: it names the party and who invites it, for the sign-up.
  const preview = await page.request.get(`/api/invitation/getbytoken/${token}`);
  expect(preview.ok()).toBe(true);
  expect(await preview.json()).toMatchObject({
    partyName: party.name,
    senderCompanyName: companyName('permian'),
    maskedReceiverEmail: `a•••@p•••.example`,
    maskedTaxNumber: `••-•••${party.taxIdentifier.slice(-4)}`,
  });
  expect(JSON.stringify(await preview.json())).not.toContain(party.emails);
  // Opened by someone who is not signed in, it leads to the sign-up.
  const invited = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await invited.context().close();

  // The party shows the invitation, and offers to send it again.
  await openParty(page, party.name);
  await expect(p.formStatus).toContainText('Invite Sent');
  await expect(p.formStatus.getByRole('button', { name: 'Resend Invite' })).toBeVisible();
});

test('parties off the network are invited together from the list, each at the address given for it', async () => {
  const p = partiesOf(page);
  const address = `payables.${run}@caprockcasing.example`;
  await openPartyList(page);
  await searchParties(page, imported.name, 1);
  const row = p.row(imported.name);
  await expect(page.getByRole('button', { name: 'Invite parties (0)' })).toBeDisabled();
  await row.getByRole('checkbox', { name: 'Select row' }).check();
  await page.getByRole('button', { name: 'Invite parties (1)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Invite parties' });
  const email = dialog.getByRole('textbox', { name: `Email for ${imported.name}` });
  // The party's first e-mail to begin with.
  await expect(email).toHaveValue(`office@caprockcasing${run}.example`);
  await email.fill('payables');
  await email.blur();
  await expect(dialog.getByText('Must be a valid e-mail')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Invite' })).toBeDisabled();
  await email.fill(address);
  await dialog.getByRole('button', { name: 'Invite' }).click();
  await expect(p.snackbar('1 party invited')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(p.status(row, 'Invite Sent')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite parties (0)' })).toBeDisabled();

  const [mail] = await mailsTo(address);
  expect(mail!.text).toContain(`${companyName('permian')} invites ${imported.name}`);
  registrationLinkIn(mail!.text, new URL(page.url()).origin);
  // The address given became the party's first e-mail.
  await openParty(page, imported.name);
  await expect(p.field('Emails')).toHaveValue(`${address} office@caprockcasing${run}.example`);
});

test('members who are not administrators get "Page Not found" for the party screens', async ({ browser }) => {
  test.setTimeout(90_000);
  for (const member of [demo.user('bluecreek'), demo.readOnly('redmesa')]) {
    const other = await newPage(browser, member.email, '/admin/parties');
    await expect(other).toHaveURL(/\/admin\/parties$/);
    await expect(other.getByRole('heading', { name: 'Page Not found' })).toBeVisible();
    await expect(other.getByRole('grid', { name: 'Parties' })).toHaveCount(0);
    await expect(
      other.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Parties' }),
    ).toHaveCount(0);
    for (const path of ['/admin/parties/import', '/admin/party/create']) {
      await other.goto(path);
      await expect(other.getByRole('heading', { name: 'Page Not found' })).toBeVisible();
      await expect(other.getByRole('button', { name: 'Download Excel Template' })).toHaveCount(0);
      await expect(other.getByRole('button', { name: 'Save' })).toHaveCount(0);
    }
    await other.context().close();
  }
});
