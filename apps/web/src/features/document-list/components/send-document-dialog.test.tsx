import { screen, waitFor, within } from '@testing-library/react';
import { setAccessTokenProvider } from '@/lib/api-client';
import { setSelectedCompanyId } from '@/lib/company-storage';
import { partyRecord } from '@/testing/document-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { FakeXhr } from '@/testing/fake-xhr';
import { documentType } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { invoiceRow, listReply, personalizationReply } from '../testing/list-fixtures';
import { DocumentList } from './document-list';

const redMesaParty = partyRecord(3, 'Red Mesa Energy Partners', 1);
const blueCreekParty = partyRecord(4, 'Blue Creek Midstream', 1);
const location = () => screen.getByRole('status', { name: 'Current location', hidden: true });
const pdf = () => new File(['%PDF-1.7 invoice'], 'PBS-30117.pdf', { type: 'application/pdf' });

function renderDialog() {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  setAccessTokenProvider(async () => 'token-7');
  setSelectedCompanyId(1);
  const server = fakeApi({
    'GET /api/documentroute/all/93': listReply([invoiceRow(3, 1)]),
    'GET /api/users/current/personalization': personalizationReply,
    'GET /api/party/grid/search': { body: { items: [redMesaParty, blueCreekParty], totalRecords: 2 } },
  });
  const view = renderWithProviders(
    <DocumentList documentType={documentType(11, 'AR Invoices', 93)} canSend userId={7} />,
    { route: '/documentlist/93' },
  );
  const open = async () => {
    await view.user.click(await screen.findByRole('button', { name: 'Send AR Invoice' }));
    return screen.getByRole('dialog', { name: 'Send AR Invoice' });
  };
  const chooseRecipient = async (dialog: HTMLElement, name: string) => {
    await view.user.type(within(dialog).getByRole('combobox', { name: 'Recipient' }), name.slice(0, 4));
    await view.user.click(await screen.findByRole('option', { name: new RegExp(name) }));
  };
  return { ...view, server, open, chooseRecipient };
}

afterEach(() => {
  setAccessTokenProvider(async () => undefined);
  vi.unstubAllGlobals();
});

describe('Send dialog', () => {
  it('needs a recipient: Next shows only once there is one, and an empty recipient reads Required', async () => {
    const { open, user, chooseRecipient } = renderDialog();
    const dialog = await open();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Recipient' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await chooseRecipient(dialog, 'Red Mesa Energy Partners');
    expect(within(dialog).queryByText('Required')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('searches the purchasers among the parties for an AR invoice', async () => {
    const { open, server, chooseRecipient } = renderDialog();
    const dialog = await open();
    await chooseRecipient(dialog, 'Blue Creek Midstream');
    const search = server.callsTo('GET', '/api/party/grid/search').at(-1)!;
    expect(search.url.searchParams.get('partyTypeId')).toBe('5');
    expect(search.url.searchParams.get('itemsPerPage')).toBe('100');
  });

  it('needs a file: Next without one says "Please select a file to send"', async () => {
    const { open, user, chooseRecipient } = renderDialog();
    const dialog = await open();
    await chooseRecipient(dialog, 'Red Mesa Energy Partners');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Please select a file to send');
    expect(FakeXhr.sent).toHaveLength(0);

    await user.upload(within(dialog).getByLabelText('File'), pdf());
    expect(within(dialog).queryByText('Please select a file to send')).not.toBeInTheDocument();
    expect(within(dialog).getByText('PBS-30117.pdf')).toBeInTheDocument();
  });

  it('uploads the file for the recipient with its progress, then opens the new document', async () => {
    const { open, user, chooseRecipient } = renderDialog();
    const dialog = await open();
    await chooseRecipient(dialog, 'Red Mesa Energy Partners');
    await user.upload(within(dialog).getByLabelText('File'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const xhr = FakeXhr.sent[0]!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/documents/upload']);
    expect(xhr.headers.get('authorization')).toBe('Bearer token-7');
    expect(xhr.headers.get('company-id')).toBe('1');
    expect(JSON.parse(String(xhr.body!.get('fileUploadData')))).toEqual({
      documentTypeId: 93,
      receivingPartyId: 3,
      userId: 7,
      folderId: 1,
      numberOfDocuments: 1,
      returnBeforeOcr: false,
      isAttachment: false,
    });
    expect((xhr.body!.get('file') as File).name).toBe('PBS-30117.pdf');

    const bar = within(dialog).getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    xhr.progress(512, 1024);
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByText('Uploading… 50%')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    await xhr.respond(201, { documentId: 41, batchName: 'Uploaded-[x]', attachmentId: null, temporaryFileId: null });
    expect(await screen.findByText('Successfully uploaded the document')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/documents/41');
    expect(screen.queryByRole('dialog', { name: 'Send AR Invoice' })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the upload is refused, and lets the user try again', async () => {
    const { open, user, chooseRecipient } = renderDialog();
    const dialog = await open();
    await chooseRecipient(dialog, 'Red Mesa Energy Partners');
    await user.upload(within(dialog).getByLabelText('File'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await FakeXhr.sent[0]!.respond(415, {
      error: { message: 'Documents must be PDF, PNG or JPEG files.', code: 'unsupported_media_type' },
    });
    expect(await screen.findByText('Documents must be PDF, PNG or JPEG files.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(location()).toHaveTextContent('/documentlist/93');
  });

  it('Cancel stops an upload under way', async () => {
    const { open, user, chooseRecipient } = renderDialog();
    const dialog = await open();
    await chooseRecipient(dialog, 'Red Mesa Energy Partners');
    await user.upload(within(dialog).getByLabelText('File'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(FakeXhr.sent[0]!.aborted).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Send AR Invoice' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
