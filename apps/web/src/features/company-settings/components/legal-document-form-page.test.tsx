import { LegalDocumentType } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { FakeXhr } from '@/testing/fake-xhr';
import { personalizationReply } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { connectedPartiesReply, connectedParty, legalDocument, warningWith } from '../testing/legal-document-fixtures';
import { CreateLegalDocumentPage, EditLegalDocumentPage } from './legal-document-form-page';

const location = () => screen.getByRole('status', { name: 'Current location' });
const typeSelect = () => screen.getByRole('combobox', { name: /^Document type/ });
const pdf = (name = 'w9-2026.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const parties = connectedPartiesReply([
  connectedParty(31, 'Basin Well Services'),
  connectedParty(32, 'Mesquite Trucking'),
]);

type Routes = Parameters<typeof fakeApi>[0];

function renderCreate(extra: Routes = {}, existing = [] as ReturnType<typeof legalDocument>[]) {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const server = fakeApi({
    'POST /api/legaldocuments/search': { body: { items: existing } },
    'GET /api/addressset/parties': parties,
    ...extra,
  });
  const view = renderWithProviders(<CreateLegalDocumentPage />, { route: '/admin/settings/legalDocument/create' });
  const chooseType = async (name: string) => {
    await view.user.click(typeSelect());
    await view.user.click(screen.getByRole('option', { name }));
  };
  const chooseFile = (file: File) => view.user.upload(screen.getByLabelText('File'), file);
  const save = () => view.user.click(screen.getByRole('button', { name: 'Save' }));
  return { ...view, server, chooseType, chooseFile, save };
}

const sentDetails = (xhr: FakeXhr) => JSON.parse(xhr.body!.get('details') as string) as Record<string, unknown>;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Company document form, uploading', () => {
  it('asks for a type and a file, and sends nothing', async () => {
    const { save, chooseFile } = renderCreate();
    await screen.findByRole('heading', { name: 'Upload Company Document' });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a file');
    expect(typeSelect().closest('.MuiFormControl-root')).toHaveTextContent('Required');
    expect(FakeXhr.sent).toHaveLength(0);

    await chooseFile(pdf(`${'a'.repeat(172)}.pdf`));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file name is too long.');
  });

  it('sends the details before the file, shows the progress, then says it is uploaded', async () => {
    const { chooseType, chooseFile, save } = renderCreate();
    await chooseType('W9');
    await chooseFile(pdf());
    // A W9 has no expiry, and a private document no party table.
    expect(screen.queryByLabelText('Expiry Date')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await save();

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect(`${xhr.method} ${xhr.url}`).toBe('POST /api/legaldocuments/upload');
    expect([...xhr.body!.keys()]).toEqual(['details', 'file']);
    expect(sentDetails(xhr)).toEqual({
      legalDocumentTypeId: 1,
      privacySettingId: 1,
      isActive: true,
      selectedParties: [],
      expiresOn: null,
    });
    expect((xhr.body!.get('file') as File).name).toBe('w9-2026.pdf');
    xhr.progress(40, 100);
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();

    await xhr.respond(201, legalDocument(9));
    expect(await screen.findByText('Successfully uploaded the document')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/settings\/legalDocuments$/));
  });

  it('warns when the document was kept but could not be read (501), and goes to the list', async () => {
    const { chooseType, chooseFile, save } = renderCreate();
    await chooseType('W9');
    await chooseFile(pdf());
    await save();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await FakeXhr.sent[0]!.respond(501, {
      error: { message: 'The file was uploaded but extract data failed.', code: 'extraction_failed' },
    });
    await screen.findByText('The file was uploaded but extract data failed.');
    expect(warningWith('The file was uploaded but extract data failed.')).not.toBeNull();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/settings\/legalDocuments$/));
  });

  it('shows the server’s message on a 500, asks to contact support otherwise, and stays', async () => {
    const { chooseType, chooseFile, save } = renderCreate();
    await chooseType('W9');
    await chooseFile(pdf());
    await save();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await FakeXhr.sent[0]!.respond(500, {
      error: { message: 'Something went wrong on our side.', code: 'internal_error' },
    });
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();

    await save();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    await FakeXhr.sent[1]!.respond(400, { error: { message: 'details: bad', code: 'validation_failed' } });
    expect(await screen.findByText('Cannot upload this document, please contact support')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/admin/settings/legalDocument/create');
  });

  it('asks before a new active document replaces the active one of its type', async () => {
    const { user, chooseType, chooseFile, save } = renderCreate({}, [legalDocument(1)]);
    await chooseType('W9');
    await chooseFile(pdf());
    await save();
    const dialog = await screen.findByRole('dialog', { name: 'Replace existing document' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(FakeXhr.sent).toHaveLength(0);

    await save();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace existing document' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // An inactive one replaces nothing: no question.
    await FakeXhr.sent[0]!.respond(400, { error: { message: 'x', code: 'validation_failed' } });
    await user.click(screen.getByRole('checkbox', { name: 'Active' }));
    await save();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentDetails(FakeXhr.sent[1]!)).toMatchObject({ isActive: false });
  });

  it('offers the connected parties only when shared, and sends the chosen ones and the expiry', async () => {
    const { user, server, chooseType, chooseFile, save } = renderCreate(personalizationReply('dd/MM/yyyy'));
    await chooseType('Insurance Certificate');
    await chooseFile(pdf('coi.pdf'));
    const expiry = screen.getByRole('textbox', { name: 'Expiry Date' });
    expect(expiry).toHaveAccessibleDescription('Leave empty to read it from the certificate.');
    // Typed in the user's own date format; the separators come by themselves.
    await waitFor(() => expect(expiry).toHaveAttribute('placeholder', 'dd/mm/yyyy'));
    await user.type(expiry, '31012027');
    expect(expiry).toHaveValue('31/01/2027');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Shared with partners' }));
    const table = await screen.findByRole('table', { name: 'Share with' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Basin Well ServicesP-31Vendor', 'Mesquite TruckingP-32Vendor']);
    expect(server.callsTo('GET', '/api/addressset/parties')[0]!.url.search).toBe('?page=1&pageSize=100');
    await user.click(screen.getByRole('checkbox', { name: 'Share with Mesquite Trucking' }));
    await user.click(screen.getByRole('radio', { name: 'Private' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Shared with partners' }));
    expect(await screen.findByRole('checkbox', { name: 'Share with Mesquite Trucking' })).toBeChecked();

    await save();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(sentDetails(FakeXhr.sent[0]!)).toEqual({
      legalDocumentTypeId: 2,
      privacySettingId: 2,
      isActive: true,
      selectedParties: [32],
      expiresOn: '2027-01-31',
    });
  });

  it('refuses an expiry that is not a whole, real date in the user’s format, and sends nothing', async () => {
    const { user, chooseType, chooseFile, save } = renderCreate(personalizationReply('MM/dd/yyyy'));
    await chooseType('Insurance Certificate');
    await chooseFile(pdf('coi.pdf'));
    const expiry = screen.getByRole('textbox', { name: 'Expiry Date' });
    await waitFor(() => expect(expiry).toHaveAttribute('placeholder', 'mm/dd/yyyy'));
    await user.type(expiry, '02302027');
    expect(expiry).toHaveValue('02/30/2027');
    await save();
    expect(await screen.findByText('Expiry Date must be a valid date')).toBeInTheDocument();
    expect(FakeXhr.sent).toHaveLength(0);

    await user.clear(expiry);
    await user.type(expiry, '02282027');
    await save();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(sentDetails(FakeXhr.sent[0]!)).toMatchObject({ expiresOn: '2027-02-28' });
  });
});

describe('Company document form, editing', () => {
  const w9 = legalDocument(5, {
    w9: { name: 'Red Mesa Energy Partners LP', tin: '75-1234567', taxClassification: 'Partnership' },
  });

  function renderEdit(extra: Routes = {}, doc = w9, existing = [doc]) {
    const server = fakeApi({
      'GET /api/legaldocuments/5': { body: doc },
      'POST /api/legaldocuments/search': { body: { items: existing } },
      'GET /api/addressset/parties': parties,
      ...extra,
    });
    const view = renderWithProviders(<EditLegalDocumentPage id={5} />, { route: '/admin/settings/legalDocument/5' });
    const action = async (name: string) => {
      await view.user.click(await screen.findByRole('button', { name: 'Actions' }));
      await view.user.click(screen.getByRole('menuitem', { name }));
    };
    return { ...view, server, action };
  }

  it('locks type and file, and shows what was read from the W9', async () => {
    renderEdit();
    expect(await screen.findByRole('textbox', { name: 'File' })).toHaveValue('w9-2026.pdf (47 KB)');
    expect(screen.getByRole('textbox', { name: 'File' })).toBeDisabled();
    expect(typeSelect()).toHaveAttribute('aria-disabled', 'true');
    expect(typeSelect()).toHaveTextContent('W9');
    const read = screen.getByRole('region', { name: 'Read from the W9' });
    expect(read).toHaveTextContent('NameRed Mesa Energy Partners LP');
    expect(read).toHaveTextContent('TIN75-1234567');
    expect(read).toHaveTextContent('Federal tax classificationPartnership');
  });

  it('saves the settings and says so', async () => {
    const { user, server } = renderEdit({ 'PUT /api/legaldocuments/5/details': { body: w9 } });
    await user.click(await screen.findByRole('radio', { name: 'Shared with partners' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Share with Basin Well Services' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/legaldocuments/5/details')).toHaveLength(1));
    expect(server.callsTo('PUT', '/api/legaldocuments/5/details')[0]!.body).toEqual({
      privacySettingId: 2,
      isActive: true,
      selectedParties: [31],
      expiresOn: null,
    });
    expect(await screen.findByText('Successfully updated settings')).toBeInTheDocument();
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/settings\/legalDocuments$/));
  });

  it('asks before reactivating a document while another of its type is active', async () => {
    const inactive = legalDocument(5, { isActive: false });
    const { user, server } = renderEdit({ 'PUT /api/legaldocuments/5/details': { body: w9 } }, inactive, [
      legalDocument(6),
      inactive,
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace existing document' });
    expect(dialog).toHaveTextContent('This document replaces the active W9, which will become inactive.');
    expect(server.callsTo('PUT', '/api/legaldocuments/5/details')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.callsTo('PUT', '/api/legaldocuments/5/details')).toHaveLength(1));
  });

  it('deletes the document after confirmation', async () => {
    const { server, user, action } = renderEdit({ 'DELETE /api/legaldocuments/5': { body: { ok: true } } });
    await action('Delete');
    const confirm = screen.getByRole('dialog', { name: 'Confirm Delete' });
    expect(confirm).toHaveTextContent('Are you sure?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(server.callsTo('DELETE', '/api/legaldocuments/5')).toHaveLength(0);

    await action('Delete');
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Document Deleted')).toBeInTheDocument();
    expect(server.callsTo('DELETE', '/api/legaldocuments/5')).toHaveLength(1);
    await waitFor(() => expect(location()).toHaveTextContent(/^\/admin\/settings\/legalDocuments$/));
  });

  it('downloads the file under the name the server gives', async () => {
    const saved: string[] = [];
    const { server, action } = renderEdit({ 'GET /api/legaldocuments/5/download': { body: {} } });
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const res = await answer(input, init);
      if (!String(input).endsWith('/download')) return res;
      return new Response('%PDF', {
        headers: { 'content-disposition': 'attachment; filename="W-9 Red Mesa.pdf"' },
      });
    });
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:w9';
        static override revokeObjectURL = () => {};
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await action('Download');
    await waitFor(() => expect(saved).toEqual(['W-9 Red Mesa.pdf']));
    expect(server.callsTo('GET', '/api/legaldocuments/5/download')).toHaveLength(1);
  });

  it('shows a certificate’s expiry, which can be changed', async () => {
    const coi = legalDocument(5, {
      legalDocumentTypeId: LegalDocumentType.InsuranceCertificate,
      expiresOn: '2026-09-30',
    });
    renderEdit(personalizationReply('yyyy/MM/dd'), coi);
    const expiry = await screen.findByRole('textbox', { name: 'Expiry Date' });
    await waitFor(() => expect(expiry).toHaveValue('2026/09/30'));
    expect(screen.queryByRole('region', { name: 'Read from the W9' })).not.toBeInTheDocument();
  });

  it('says when the document cannot be found', async () => {
    renderEdit({
      'GET /api/legaldocuments/5': { status: 404, body: { error: { message: 'Not found', code: 'not_found' } } },
    });
    expect(await screen.findByText('Not found')).toBeInTheDocument();
  });
});
