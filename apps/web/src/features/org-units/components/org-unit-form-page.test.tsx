import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { orgUnit, permian } from '../testing/org-unit-fixtures';
import { CreateOrgUnitPage, EditOrgUnitPage } from './org-unit-form-page';

/** The first screen of a file takes jsdom a while to draw (more on a busy machine). */
const slow = { timeout: 5000 };

const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const conflict = (message: string) => ({ status: 409, body: { error: { message, code: 'conflict' } } });

function renderCreate(routes: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi(routes);
  const view = renderWithProviders(<CreateOrgUnitPage term="Business Unit" />, { route: '/admin/orgunit/create' });
  return { ...view, server };
}

function renderEdit(routes: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({ 'GET /api/companyorgunit/21': { body: permian }, ...routes });
  const view = renderWithProviders(<EditOrgUnitPage id={21} term="Business Unit" />, { route: '/admin/orgunit/21' });
  return { ...view, server };
}

type User = ReturnType<typeof renderCreate>['user'];

async function fill(user: User, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function act(user: User, action: string) {
  await user.click(screen.getByRole('button', { name: 'Actions' }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Org unit form, creating', () => {
  it('requires Name and Code, in the company’s term, and saves nothing', async () => {
    const { user, server } = renderCreate();
    expect(screen.getByRole('heading', { name: 'Create Business Unit' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Active' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Name')).toHaveAccessibleDescription('Required');
    expect(field('Code')).toHaveAccessibleDescription('Required');
    expect(field('Phone')).not.toHaveAccessibleDescription('Required');
    expect(server.calls).toHaveLength(0);
  });

  it('creates the org unit and says so in the company’s term', async () => {
    const { user, server } = renderCreate({
      'POST /api/companyorgunit': { status: 201, body: orgUnit(30, 'Delaware Basin', 'DB') },
    });
    await fill(user, 'Name', 'Delaware Basin');
    await fill(user, 'Code', 'DB');
    await fill(user, 'City', 'Pecos');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Business Unit Created')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/companyorgunit')[0]!.body).toEqual({
      name: 'Delaware Basin',
      code: 'DB',
      phone: null,
      addressLineOne: null,
      addressLineTwo: null,
      city: 'Pecos',
      state: null,
      zipCode: null,
      isActive: true,
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/orgunits$/));
  });

  it('shows the server’s message and keeps the user on the form', async () => {
    const { user } = renderCreate({
      'POST /api/companyorgunit': conflict('A Business Unit with the code PB already exists.'),
    });
    await fill(user, 'Name', 'Permian North');
    await fill(user, 'Code', 'PB');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A Business Unit with the code PB already exists.')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/orgunit/create');
    expect(field('Name')).toHaveValue('Permian North');
  });
});

describe('Org unit form, editing', () => {
  it('shows the org unit and saves it from the Actions', async () => {
    const { user, server } = renderEdit({
      'PUT /api/companyorgunit/21': ({ body }) => ({ body: { ...permian, ...(body as object) } }),
    });
    expect(await screen.findByDisplayValue('Permian Basin', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Business Unit' })).toBeInTheDocument();
    expect(field('Phone')).toHaveValue('432-555-0100');
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Save', 'Delete']);
    await user.click(screen.getByRole('menuitem', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/companyorgunit/21')[0]!.body).toMatchObject({
      name: 'Permian Basin',
      city: 'Midland',
      isActive: false,
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/orgunits$/));
  });

  it('deletes after confirming, or shows why it cannot and stays', async () => {
    const refused = 'Permian Basin is the Business Unit of 3 parties and cannot be deleted. Make it inactive instead.';
    const { user, server } = renderEdit({ 'DELETE /api/companyorgunit/21': conflict(refused) });
    await screen.findByDisplayValue('Permian Basin', {}, slow);
    await act(user, 'Delete');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText(refused)).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/orgunit/21');
    expect(server.callsTo('DELETE', '/api/companyorgunit/21')).toHaveLength(1);
  });

  it('says Business Unit Deleted once it is gone', async () => {
    const { user } = renderEdit({ 'DELETE /api/companyorgunit/21': { body: { ok: true } } });
    await screen.findByDisplayValue('Permian Basin', {}, slow);
    await act(user, 'Delete');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Business Unit Deleted')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/orgunits$/));
  });
});
