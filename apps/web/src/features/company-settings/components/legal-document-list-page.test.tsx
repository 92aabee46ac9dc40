import { LegalDocumentType } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { isoDaysFromToday, legalDocument, warningWith } from '../testing/legal-document-fixtures';
import { LegalDocumentListPage } from './legal-document-list-page';

const location = () => screen.getByRole('status', { name: 'Current location' });

const w9 = legalDocument(1, { privacySettingId: 2 });
const certificate = (id: number, daysLeft: number, extra = {}) =>
  legalDocument(id, {
    legalDocumentTypeId: LegalDocumentType.InsuranceCertificate,
    expiresOn: isoDaysFromToday(daysLeft),
    ...extra,
  });

function renderList(extra: Parameters<typeof fakeApi>[0] = {}, items = [w9, certificate(2, 10)]) {
  const server = fakeApi({
    'POST /api/legaldocuments/search': { body: { items } },
    'GET /api/users/current/personalization': {
      body: {
        dateFormat: 'dd/MM/yyyy',
        numericFormat: '',
        currencyFormat: '',
        itemsPerPage: '50',
        receiveEmails: 'true',
      },
    },
    ...extra,
  });
  return { ...renderWithProviders(<LegalDocumentListPage />, { route: '/admin/settings/legalDocuments' }), server };
}

const pdf = (name = 'coi-2027.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });

type User = ReturnType<typeof renderList>['user'];

/** The question before the file of an active document is replaced, answered. */
async function answerReplace(user: User, answer: 'Yes' | 'No') {
  const dialog = await screen.findByRole('dialog', { name: 'Replace existing document' });
  await user.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Company documents list', () => {
  it('lists the documents with the spec’s columns, the upload date in the user’s format', async () => {
    const { server } = renderList();
    const table = await screen.findByRole('table', { name: 'Company Documents' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Upload Date', 'Privacy', 'Is Active', 'DocumentType', 'Expires', 'Replace']);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('05/03/2026'));
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Shared with partners');
    expect(first).toHaveTextContent('Yes');
    expect(within(first!).getByRole('link', { name: 'W9' })).toHaveAttribute('href', '/admin/settings/legalDocument/1');
    expect(second).toHaveTextContent('Insurance Certificate');
    expect(server.callsTo('POST', '/api/legaldocuments/search')[0]!.body).toEqual({});
    expect(screen.getByRole('link', { name: 'Upload New' })).toHaveAttribute(
      'href',
      '/admin/settings/legalDocument/create',
    );
  });

  it('warns beside a certificate that expires within 30 days or has expired', async () => {
    renderList({}, [certificate(2, 10), certificate(3, -2, { isActive: false }), certificate(4, 45)]);
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows[0]).toHaveTextContent('Expires in 10 days');
    expect(rows[1]).toHaveTextContent('Expired');
    expect(rows[2]).not.toHaveTextContent(/Expire/);
  });

  it('opens a document from its row', async () => {
    const { user } = renderList();
    const rows = (await screen.findAllByRole('row')).slice(1);
    await user.click(within(rows[1]!).getByText('Yes'));
    expect(location()).toHaveTextContent('/admin/settings/legalDocument/2');
  });

  it('asks before replacing the file of the active document, and sends nothing when told No', async () => {
    const { user, server } = renderList({ 'POST /api/legaldocuments/2/replace': { body: certificate(2, 300) } });
    const input = await screen.findByLabelText(/^New file for Insurance Certificate/);
    await user.upload(input, pdf());
    const dialog = await screen.findByRole('dialog', { name: 'Replace existing document' });
    expect(dialog).toHaveTextContent('coi-2027.pdf replaces the file of the active Insurance Certificate.');
    await answerReplace(user, 'No');
    expect(server.callsTo('POST', '/api/legaldocuments/2/replace')).toHaveLength(0);

    // A click beside the dialog closes it too, without opening the document of the row.
    await user.upload(input, pdf());
    await screen.findByRole('dialog', { name: 'Replace existing document' });
    await user.click(document.querySelector('.MuiBackdrop-root')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toHaveTextContent(/^\/admin\/settings\/legalDocuments$/);
    expect(server.callsTo('POST', '/api/legaldocuments/2/replace')).toHaveLength(0);

    await user.upload(input, pdf());
    await answerReplace(user, 'Yes');
    expect(await screen.findByText('Successfuly replaced the document')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/legaldocuments/2/replace')).toHaveLength(1);
  });

  it('replaces the file of an inactive document without asking', async () => {
    const { user, server } = renderList({ 'POST /api/legaldocuments/3/replace': { body: certificate(3, 300) } }, [
      certificate(3, 300, { isActive: false }),
    ]);
    await user.upload(await screen.findByLabelText(/^New file for Insurance Certificate/), pdf());
    expect(await screen.findByText('Successfuly replaced the document')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/legaldocuments/3/replace')).toHaveLength(1);
  });

  it('replaces a document’s file in place', async () => {
    const { user, server } = renderList({ 'POST /api/legaldocuments/2/replace': { body: certificate(2, 300) } });
    await user.upload(await screen.findByLabelText(/^New file for Insurance Certificate/), pdf());
    await answerReplace(user, 'Yes');
    expect(await screen.findByText('Successfuly replaced the document')).toBeInTheDocument();
    const [sent] = server.callsTo('POST', '/api/legaldocuments/2/replace');
    expect((sent!.form!.get('file') as File).name).toBe('coi-2027.pdf');
    // It stays on the list, which is read again.
    expect(location()).toHaveTextContent('/admin/settings/legalDocuments');
    await waitFor(() => expect(server.callsTo('POST', '/api/legaldocuments/search')).toHaveLength(2));
  });

  it('warns when the new file was kept but could not be read (501)', async () => {
    const { user } = renderList({
      'POST /api/legaldocuments/2/replace': {
        status: 501,
        body: { error: { message: 'The file was uploaded but extract data failed.', code: 'extraction_failed' } },
      },
    });
    await user.upload(await screen.findByLabelText(/^New file for Insurance Certificate/), pdf());
    await answerReplace(user, 'Yes');
    await screen.findByText('The file was uploaded but extract data failed.');
    expect(warningWith('The file was uploaded but extract data failed.')).not.toBeNull();
  });

  it('says to contact support when the replacement fails, and refuses a file it cannot take', async () => {
    const { user, server } = renderList({
      'POST /api/legaldocuments/2/replace': {
        status: 415,
        body: { error: { message: 'No', code: 'unsupported_media_type' } },
      },
    });
    const input = await screen.findByLabelText(/^New file for Insurance Certificate/);
    await user.upload(input, pdf());
    await answerReplace(user, 'Yes');
    expect(await screen.findByText('Cannot upload the new document. Contant support.')).toBeInTheDocument();

    await user.upload(input, pdf(`${'a'.repeat(172)}.pdf`));
    expect(await screen.findByText('The file name is too long.')).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/legaldocuments/2/replace')).toHaveLength(1);
  });

  it('tells a company without documents what to upload', async () => {
    renderList({}, []);
    expect(
      await screen.findByText('No company documents yet. Upload your W9 and insurance certificate.'),
    ).toBeInTheDocument();
  });
});
