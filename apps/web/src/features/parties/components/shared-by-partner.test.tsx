import { LegalDocumentType, type LegalDocument } from '@docvue/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { addressSet } from '@/features/address-sets/testing/address-set-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { onNetwork, orgUnitsReply, party } from '../testing/party-fixtures';
import { EditPartyPage } from './party-form-page';

const blueCreek = party(4, 'Blue Creek Midstream', onNetwork.connected);

const shared = (id: number, typeId: number, extra: Partial<LegalDocument> = {}): LegalDocument => ({
  id,
  legalDocumentTypeId: typeId,
  legalDocumentTypeName: typeId === LegalDocumentType.W9 ? 'W9' : 'Insurance Certificate',
  privacySettingId: 2,
  privacySettingName: 'Shared with partners',
  isActive: true,
  fileName: typeId === LegalDocumentType.W9 ? 'bcm-w9.pdf' : 'bcm-coi.pdf',
  fileSize: 40_000,
  insertDate: '2026-02-10T12:00:00.000Z',
  expiresOn: null,
  w9: null,
  selectedParties: [],
  companyId: 5,
  companyName: 'Blue Creek Midstream',
  ...extra,
});

function renderParty(p = blueCreek, extra: Parameters<typeof fakeApi>[0] = {}) {
  const server = fakeApi({
    'GET /api/companyorgunit': orgUnitsReply,
    'GET /api/party/4': { body: p },
    'POST /api/legaldocuments/search': {
      body: {
        items: [
          shared(11, LegalDocumentType.W9),
          shared(12, LegalDocumentType.InsuranceCertificate, { expiresOn: '2026-12-31' }),
        ],
      },
    },
    'GET /api/party/4/addresses': {
      body: { addressSet: addressSet(7, 'Blue Creek remit-to', { paymentAddresseeName: 'BCM Receivables' }) },
    },
    ...extra,
  });
  const view = renderWithProviders(<EditPartyPage id={4} orgUnitTerm="Org Unit" vendorTerm="Vendor" canConnect />, {
    route: '/admin/party/4',
  });
  return { ...view, server };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Party page, what a connected partner shares', () => {
  it('lists the shared documents with Download, and the payment and tax addresses to use', async () => {
    const { server } = renderParty();
    const section = await screen.findByRole('region', { name: 'Shared by Blue Creek Midstream' });
    const documents = await within(section).findByRole('list', { name: 'Documents shared by Blue Creek Midstream' });
    const rows = within(documents).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('W9bcm-w9.pdf, uploaded 02/10/2026');
    expect(rows[1]).toHaveTextContent('Insurance Certificatebcm-coi.pdf, uploaded 02/10/2026, expires 12/31/2026');
    expect(server.callsTo('POST', '/api/legaldocuments/search')[0]!.body).toEqual({ partyId: 4 });

    expect(within(section).getByRole('region', { name: 'Payment address' })).toHaveTextContent(
      'BCM Receivables100 W Wall StMidland, TX 79701',
    );
    expect(within(section).getByRole('region', { name: 'Tax address' })).toHaveTextContent(
      'Tax DepartmentPO Box 4410Houston, TX 77210-4410',
    );
  });

  it('downloads a shared document', async () => {
    const saved: string[] = [];
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
    const { user, server } = renderParty(blueCreek, { 'GET /api/legaldocuments/11/download': { body: {} } });
    await screen.findByDisplayValue('Blue Creek Midstream');
    await user.click(await screen.findByRole('button', { name: 'Download W9' }));
    await waitFor(() => expect(saved).toEqual(['bcm-w9.pdf']));
    expect(server.callsTo('GET', '/api/legaldocuments/11/download')).toHaveLength(1);
  });

  it('says so when the partner shares nothing', async () => {
    renderParty(blueCreek, {
      'POST /api/legaldocuments/search': { body: { items: [] } },
      'GET /api/party/4/addresses': { body: { addressSet: null } },
    });
    await screen.findByDisplayValue('Blue Creek Midstream');
    expect(
      await screen.findByText('Blue Creek Midstream shares no documents or addresses with you.'),
    ).toBeInTheDocument();
  });

  it('shows no such section for a party that is not connected', async () => {
    const { server } = renderParty(party(4, 'Blue Creek Midstream', onNetwork.invite));
    await screen.findByDisplayValue('Blue Creek Midstream');
    expect(screen.queryByRole('region', { name: /^Shared by/ })).not.toBeInTheDocument();
    expect(server.callsTo('POST', '/api/legaldocuments/search')).toHaveLength(0);
  });
});
