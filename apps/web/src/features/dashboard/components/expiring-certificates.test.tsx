import type { ExpiringCertificate } from '@docvue/contracts';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { ExpiringCertificates } from './expiring-certificates';

const certificate = (extra: Partial<ExpiringCertificate>): ExpiringCertificate => ({
  id: 1,
  companyId: 2,
  companyName: 'Red Mesa Energy Partners',
  own: true,
  expiresOn: '2026-06-30',
  daysLeft: 12,
  partyId: null,
  ...extra,
});

const items = [
  certificate({ id: 1, daysLeft: -3, expiresOn: '2026-06-15' }),
  certificate({ id: 2, companyId: 5, companyName: 'Blue Creek Midstream', own: false, partyId: 44 }),
  certificate({ id: 3, companyId: 6, companyName: 'Basin Well Services', own: false, partyId: null, daysLeft: 20 }),
];

function renderWarning(isAdministrator: boolean, list = items) {
  fakeApi({
    'GET /api/legaldocuments/expiring': { body: { items: list } },
    'GET /api/users/current/personalization': {
      body: {
        dateFormat: 'dd/MM/yyyy',
        numericFormat: '',
        currencyFormat: '',
        itemsPerPage: '50',
        receiveEmails: 'true',
      },
    },
  });
  return renderWithProviders(<ExpiringCertificates isAdministrator={isAdministrator} />);
}

const lines = () =>
  within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Expiring insurance certificates on the dashboard', () => {
  it('names each certificate, links the own one to Company Documents and a partner’s to its party', async () => {
    renderWarning(true);
    expect(await screen.findByRole('heading', { name: 'Insurance certificates' })).toBeInTheDocument();
    expect(
      await screen.findByText("Blue Creek Midstream's insurance certificate expires on 30/06/2026"),
    ).toBeInTheDocument();
    expect(lines()).toEqual([
      "Red Mesa Energy Partners's insurance certificate has expired",
      "Blue Creek Midstream's insurance certificate expires on 30/06/2026",
      "Basin Well Services's insurance certificate expires on 30/06/2026",
    ]);
    expect(screen.getByRole('link', { name: /^Red Mesa Energy Partners's/ })).toHaveAttribute(
      'href',
      '/admin/settings/legalDocuments',
    );
    expect(screen.getByRole('link', { name: /^Blue Creek Midstream's/ })).toHaveAttribute('href', '/admin/party/44');
    // A partner the company has no party for has no page to open.
    expect(screen.queryByRole('link', { name: /^Basin Well Services's/ })).not.toBeInTheDocument();
  });

  it('links nothing for a user who does not administer the company', async () => {
    renderWarning(false);
    await screen.findByText("Red Mesa Energy Partners's insurance certificate has expired");
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows nothing while no certificate is near its expiry', async () => {
    const { container } = renderWarning(true, []);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});
