import { expect, type Locator, type Page } from '@playwright/test';
import { demoCompanies, type CompanyKey } from '../../apps/server/src/seed/index.js';
import { snackbar } from './snackbar';

/** A demo company as the network knows it: its registered name, tax number and city. */
export const networkCompany = (key: CompanyKey) => {
  const company = demoCompanies.find((c) => c.key === key);
  if (!company) throw new Error(`No demo company ${key}`);
  return company;
};

/** The Parties screens' pieces, found as a person finds them (by role and name). */
export const partiesOf = (page: Page) => {
  const grid = page.getByRole('grid', { name: 'Parties' });
  return {
    heading: page.getByRole('heading', { level: 1 }),
    search: page.getByRole('searchbox', { name: 'Search' }),
    grid,
    /** The data rows (the header row has no cells). */
    rows: grid.getByRole('row').filter({ has: page.getByRole('gridcell') }),
    row: (name: string) =>
      grid
        .getByRole('row')
        .filter({ has: page.getByRole('gridcell') })
        .filter({ hasText: name }),
    /** The connection status a row's icon names (docs/product/administration.md §4). */
    status: (row: Locator, label: string) => row.getByRole('img', { name: label, exact: true }),
    /** The Party form's connection status, with its name beside the icon. */
    formStatus: page.getByRole('group', { name: 'Connection Status' }),
    field: (label: string, section = 'Party') =>
      page.getByRole('region', { name: section }).getByRole('textbox', { name: label, exact: true }),
    snackbar: (text: string | RegExp) => snackbar(page, text),
  };
};

/** Parties from the left navigation (an administrator's entry). */
export async function openPartyList(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Parties' }).click();
  await expect(page).toHaveURL(/\/admin\/parties$/);
  await expect(partiesOf(page).heading).toHaveText('Parties');
}

/**
 * Types the search words and waits for the list to show what matches them. The list searches
 * 200 ms after typing and keeps the previous rows on screen meanwhile, so the rows are counted
 * once the server has answered these words (words already in the box were asked for when the
 * list opened).
 */
export async function searchParties(page: Page, text: string, expectedRows: number): Promise<void> {
  const p = partiesOf(page);
  const words = text.trim();
  if ((await p.search.inputValue()).trim() !== words) {
    const answered = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === '/api/party/grid/search' &&
        (new URL(r.url()).searchParams.get('query') ?? '') === words,
    );
    await p.search.fill(text);
    await answered;
  }
  await expect(p.grid.getByRole('progressbar')).toHaveCount(0);
  if (expectedRows === 0) await expect(p.grid.getByText('No parties')).toBeVisible();
  await expect(p.rows).toHaveCount(expectedRows);
}

export interface PartyInput {
  type: 'Vendor' | 'Owner' | 'Operator' | 'Bank' | 'Purchaser';
  name: string;
  number: string;
  taxIdentifier: string;
  /** Separated by spaces. */
  emails: string;
  /** Names of the company's org units. */
  orgUnits: string[];
  phone?: string;
  addressLineOne?: string;
  city?: string;
  state?: string;
  zipCode?: string;
  /** 'Invite party to join the Exchange Network' (create only). */
  invite?: boolean;
}

/** Fills the Party form of a new party as a person would: the Type select, the text fields, the org unit picker. */
export async function fillNewParty(page: Page, party: PartyInput): Promise<void> {
  const p = partiesOf(page);
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: party.type, exact: true }).click();
  await p.field('Name').fill(party.name);
  await p.field('Party Number').fill(party.number);
  await p.field('Tax Identifier').fill(party.taxIdentifier);
  await p.field('Emails').fill(party.emails);
  const orgUnits = page.getByRole('combobox', { name: 'Org Unit' });
  for (const unit of party.orgUnits) {
    await orgUnits.fill(unit);
    await page.getByRole('option', { name: unit, exact: true }).click();
  }
  if (party.phone) await p.field('Phone').fill(party.phone);
  const address = [
    ['Address Line One', party.addressLineOne],
    ['City', party.city],
    ['State', party.state],
    ['Zip Code', party.zipCode],
  ] as const;
  for (const [label, value] of address) {
    if (value) await p.field(label, 'Primary Address').fill(value);
  }
  if (party.invite) await page.getByRole('checkbox', { name: 'Invite party to join the Exchange Network' }).check();
}

/** From the party list: New Party → Create Manually, the form filled in, Save → 'Party Created', back on the list. */
export async function createParty(page: Page, party: PartyInput): Promise<void> {
  await page.getByRole('button', { name: 'New Party' }).click();
  await page.getByRole('menuitem', { name: 'Create Manually' }).click();
  await expect(page).toHaveURL(/\/admin\/party\/create$/);
  await expect(partiesOf(page).heading).toHaveText('Create Party');
  await fillNewParty(page, party);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(partiesOf(page).snackbar('Party Created')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/parties$/);
}

/** Opens a party of the list by clicking its row, as a person would. */
export async function openParty(page: Page, name: string): Promise<void> {
  await partiesOf(page).row(name).getByRole('gridcell').filter({ hasText: name }).click();
  await expect(page).toHaveURL(/\/admin\/party\/\d+$/);
  await expect(partiesOf(page).heading).toHaveText('Edit Party');
  await expect(partiesOf(page).field('Name')).toHaveValue(name);
}

/** The Party form's 'Actions' menu: Save or Delete. */
export async function partyAction(page: Page, action: 'Save' | 'Delete'): Promise<void> {
  await page.getByRole('button', { name: 'Actions' }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

/** The registration link of an invitation e-mail: the product's /register/{token}. */
export function registrationLinkIn(text: string, origin: string): { link: string; token: string } {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`${escaped}/register/([A-Za-z0-9_-]+)`).exec(text);
  expect(found, `a link to ${origin}/register/… in:\n${text}`).not.toBeNull();
  return { link: found![0], token: found![1]! };
}
