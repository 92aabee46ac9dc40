import type { OwnerView, TieOut } from '@docvue/contracts';
import { screen, within } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { OwnerViewPage } from './owner-view-page';

const line = {
  propertyId: '42-317-39012',
  propertyName: 'Red Mesa 14 #2H',
  county: 'Midland',
  state: 'TX',
  saleMonth: '2026-07',
  productCode: 'OIL',
  transactionCode: 'REV',
  price: '70.00',
  ownerDecimal: '0.00390625',
  productionTax: '0.00',
  windfallProfitTax: '0.00',
  deductions: '0.00',
  documentId: 41,
  checkNumber: '100008',
  checkDate: '2026-11-25',
};

const view: OwnerView = {
  year: 2026,
  groups: [
    {
      operatorCompanyId: 3,
      operatorName: 'Red Mesa Operating LLC',
      propertyId: line.propertyId,
      propertyName: line.propertyName,
      county: 'Midland',
      state: 'TX',
      saleMonth: '2026-07',
      ownerGross: '-19.14',
      ownerNet: '-17.71',
      lines: [
        { ...line, lineNo: 1, volume: '-950.00', ownerGross: '-259.77', ownerNet: '-247.82', isReversal: true },
        { ...line, lineNo: 2, volume: '880.00', ownerGross: '240.63', ownerNet: '230.11', isReversal: false },
      ],
      adjustments: [
        {
          reversalLineNo: 1,
          rebookLineNo: 2,
          difference: {
            volume: { before: '950.00', after: '880.00' },
            price: null,
            ownerDecimal: null,
            netChange: '-17.71',
            explanation: 'Volume 950.00 → 880.00 bbl; price unchanged; decimal unchanged: net -$17.71',
          },
        },
      ],
    },
  ],
};

const tieOut: TieOut = {
  year: 2026,
  rows: [
    {
      operatorCompanyId: 3,
      operatorName: 'Red Mesa Operating LLC',
      statementGross: '264.06',
      statementNet: '250.00',
      statementTaxes: '14.06',
      statementDeductions: '0.00',
      statementCount: 2,
      box2: '600.00',
      form1099DocumentId: 90,
      difference: '335.94',
      ties: false,
      explanations: [
        {
          kind: 'statementsMissing',
          amount: '335.94',
          text: 'Box 2 is $335.94 more than the 2 statements received from Red Mesa Operating LLC: statements for $335.94 are missing',
        },
      ],
      decemberSalesPaidInJanuary: [
        { documentId: 12, checkNumber: '090001', checkDate: '2026-01-20', saleMonth: '2025-12', ownerGross: '283.20' },
      ],
    },
  ],
};

describe("The owner's view", () => {
  it('pairs a reversal with its rebook and ties the year to the 1099, showing the mismatch', async () => {
    fakeApi({
      'GET /api/ownerStatements/received': { body: view },
      'GET /api/ownerStatements/tieOut': { body: tieOut },
    });
    renderWithProviders(<OwnerViewPage />, { route: '/ownerstatements/received' });
    const group = await screen.findByRole('region', { name: /Red Mesa 14 #2H .*sales of 2026-07/ });
    expect(within(group).getByText('1 (reversal)')).toBeInTheDocument();
    expect(
      within(group).getByText(
        'Line 1 reverses an earlier statement and line 2 rebooks it. Volume 950.00 → 880.00 bbl; price unchanged; decimal unchanged: net -$17.71.',
      ),
    ).toBeInTheDocument();
    const payer = await screen.findByRole('row', { name: 'Red Mesa Operating LLC' });
    expect(payer).toHaveTextContent('$264.06');
    expect(payer).toHaveTextContent('$600.00');
    expect(payer).toHaveTextContent('$335.94');
    expect(payer).toHaveTextContent('$250.00');
    // The difference says why.
    expect(payer).toHaveTextContent(
      'Box 2 is $335.94 more than the 2 statements received from Red Mesa Operating LLC: statements for $335.94 are missing.',
    );
    expect(payer).toHaveTextContent('December sale paid in January: check 090001 of 2026-01-20, $283.20');
  });

  it('titles a group of an uploaded stub (a property without id, county or state) by its name and month', async () => {
    const uploaded = {
      ...view.groups[0]!,
      propertyId: '',
      county: '',
      state: '',
      propertyName: 'Mesa Verde 14-23 Unit',
      adjustments: [],
    };
    fakeApi({
      'GET /api/ownerStatements/received': { body: { year: 2026, groups: [uploaded] } },
      'GET /api/ownerStatements/tieOut': { body: { year: 2026, rows: [] } },
    });
    renderWithProviders(<OwnerViewPage />, { route: '/ownerstatements/received' });
    expect(await screen.findByRole('region', { name: 'Mesa Verde 14-23 Unit: sales of 2026-07' })).toBeInTheDocument();
  });
});
