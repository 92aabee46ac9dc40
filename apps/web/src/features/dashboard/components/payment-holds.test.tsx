import type { OperatorPaymentHolds } from '@docvue/contracts';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { personalizationReply } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { PaymentHolds } from './payment-holds';

const redMesa: OperatorPaymentHolds = {
  operatorCompanyId: 7,
  operatorName: 'Red Mesa Energy Partners',
  clock: {
    firstSaleMonth: '2026-03',
    firstSaleFrom: 'productionDate',
    daysSinceFirstSale: 270,
    firstPaymentDue: '2026-07-29',
    firstPayment: null,
    daysPastDue: 120,
    interestAccrues: true,
  },
  paid: null,
  holds: [
    {
      reason: 'unsignedDivisionOrder',
      text: 'Division order DO-9002 for Mesa Unit 14 is not signed',
      withoutInterest: false,
      action: { kind: 'signDocument', label: 'Sign division order DO-9002', documentId: 71 },
      property: 'Mesa Unit 14',
      holding: true,
      divisionOrder: {
        documentId: 71,
        divisionOrderNumber: 'DO-9002',
        property: 'Mesa Unit 14',
        decimalInterest: '0.00390625',
        statementDecimals: ['0.00390600'],
        decimalMatches: false,
        textRead: true,
        extraClauses: [
          {
            kind: 'indemnity',
            label: 'Indemnity or hold-harmless',
            excerpt: 'The undersigned shall indemnify and hold Payor harmless from any and all claims.',
          },
        ],
      },
    },
    {
      reason: 'missingW9',
      text: 'Red Mesa Energy Partners has no W-9 from you',
      withoutInterest: false,
      action: { kind: 'sendW9', label: 'Send a W-9', documentId: null },
      divisionOrder: null,
      property: null,
      holding: true,
    },
    {
      reason: 'missingAch',
      text: 'Red Mesa Energy Partners has no ACH details from you',
      withoutInterest: false,
      action: { kind: 'sendAch', label: 'Send an ACH form', documentId: null },
      divisionOrder: null,
      property: null,
      holding: true,
    },
  ],
};

/** Red Mesa once it has paid: two checks for Mesa Verde, a 1099 for 2025; the unsigned order and the missing forms hold nothing. */
const paidRedMesa: OperatorPaymentHolds = {
  ...redMesa,
  paid: {
    checkCount: 2,
    net: '68412.06',
    lastCheck: { documentId: 90, checkNumber: '0048213', checkDate: '2026-11-22' },
    properties: [{ property: 'Mesa Verde 14-23 Unit', net: '68412.06', checkCount: 2, lastCheckDate: '2026-11-22' }],
    form1099Years: [2025],
  },
  clock: {
    firstSaleMonth: null,
    firstSaleFrom: null,
    daysSinceFirstSale: null,
    firstPaymentDue: null,
    firstPayment: { from: 'form1099', date: null, taxYear: 2025, checkNumber: null, documentId: 95 },
    daysPastDue: 0,
    interestAccrues: false,
  },
  holds: [
    {
      ...redMesa.holds[0]!,
      text: 'Division order DO-9002 for Mesa Verde 14-23 Unit is not signed; Red Mesa Energy Partners pays this property all the same (2 checks received)',
      property: 'Mesa Verde 14-23 Unit',
      holding: false,
    },
    { ...redMesa.holds[1]!, holding: false },
  ],
};

const everything = { canSend: true, canSign: true };

function renderHolds(items: OperatorPaymentHolds[], abilities = everything) {
  const api = fakeApi({ 'GET /api/owner/paymentHolds': { body: { items } }, ...personalizationReply('dd/MM/yyyy') });
  return { api, ...renderWithProviders(<PaymentHolds abilities={abilities} />) };
}

describe('Why Payments Are Held, on the owner’s home', () => {
  it('lists each operator’s reasons with the link that clears each, and the statutory clock', async () => {
    const { user } = renderHolds([redMesa]);
    const operator = await screen.findByRole('region', { name: 'Red Mesa Energy Partners' });
    const reasons = within(operator).getByRole('list', { name: "What holds Red Mesa Energy Partners's payments" });
    const items = within(reasons)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === reasons);
    expect(items.map((li) => li.firstChild?.textContent)).toEqual([
      'Division order DO-9002 for Mesa Unit 14 is not signed. ',
      'Red Mesa Energy Partners has no W-9 from you. ',
      'Red Mesa Energy Partners has no ACH details from you. ',
    ]);
    expect(within(operator).getByRole('link', { name: 'Send a W-9' })).toHaveAttribute('href', '/documentlist/6');
    expect(within(operator).getByRole('link', { name: 'Send an ACH form' })).toHaveAttribute(
      'href',
      '/documentlist/86',
    );
    // The clock in the user's date format; interest accrues.
    expect(
      await within(operator).findByText(
        "First sale March 2026 (from a statement's production date), 270 days ago. First payment was due 29/07/2026: 120 days past due. Interest is accruing: payment is held for a reason the statute does not allow (§91.403).",
      ),
    ).toBeInTheDocument();
    // The extra clause and the decimal are flagged before signing.
    const warnings = within(items[0]!).getAllByRole('alert');
    expect(warnings[0]).toHaveTextContent('adds clauses beyond the statutory form');
    expect(warnings[0]).toHaveTextContent(
      'Indemnity or hold-harmless: “The undersigned shall indemnify and hold Payor harmless from any and all claims.”',
    );
    expect(warnings[1]).toHaveTextContent(
      'The decimal on this order (0.00390625) differs from your statements for Mesa Unit 14 (0.00390600).',
    );
    await user.click(within(operator).getByRole('link', { name: 'Sign division order DO-9002' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/documents/71');
  });

  it('shows what a paid operator paid, per property, and that its reasons hold nothing; the clock has ended', async () => {
    renderHolds([paidRedMesa]);
    const operator = await screen.findByRole('region', { name: 'Red Mesa Energy Partners' });
    expect(
      await within(operator).findByText(
        'Paid $68,412.06 in 2 checks, the last 0048213 of 22/11/2026. 1099s report royalties paid in 2025.',
      ),
    ).toBeInTheDocument();
    const byProperty = within(operator).getByRole('list', { name: 'What Red Mesa Energy Partners paid, by property' });
    expect(byProperty).toHaveTextContent('Mesa Verde 14-23 Unit: $68,412.06 in 2 checks, the last of 22/11/2026');
    expect(within(operator).queryByRole('list', { name: "What holds Red Mesa Energy Partners's payments" })).toBeNull();
    const despite = within(operator).getByRole('list', { name: 'What Red Mesa Energy Partners pays all the same' });
    expect(despite).toHaveTextContent('pays this property all the same (2 checks received)');
    expect(within(operator).queryByText(/is due|past due|Interest is accruing/)).toBeNull();
    expect(within(operator).getByText(/^Paid since 2025 or earlier/)).toBeInTheDocument();
  });

  it('offers a Signer only what a Signer can do: signing, not sending a W-9 or an ACH form', async () => {
    renderHolds([redMesa], { canSend: false, canSign: true });
    const operator = await screen.findByRole('region', { name: 'Red Mesa Energy Partners' });
    expect(within(operator).queryByRole('link', { name: 'Send a W-9' })).toBeNull();
    expect(within(operator).queryByRole('link', { name: 'Send an ACH form' })).toBeNull();
    expect(within(operator).getByText('A User or Administrator of your company can send a W-9.')).toBeInTheDocument();
    expect(within(operator).getByRole('link', { name: 'Sign division order DO-9002' })).toBeInTheDocument();
  });

  it('says when nothing holds the payments', async () => {
    renderHolds([]);
    expect(await screen.findByText('Nothing holds your payments')).toBeInTheDocument();
  });
});
