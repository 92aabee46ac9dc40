import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { DuplicateWarning } from './duplicate-warning';

describe('DuplicateWarning', () => {
  it('names each earlier document with a link to it, its status and what matched', () => {
    renderWithProviders(
      <DuplicateWarning
        items={[
          {
            documentId: 12,
            documentNumber: 'INV-00123',
            routeStatusId: 3,
            status: 'Approved',
            date: new Date(2026, 10, 2, 9, 0).toISOString(),
            matchedOn: ['invoiceNumber', 'amountDatePo'],
          },
        ]}
      />,
    );
    const note = screen.getByRole('note', { name: 'Possible duplicate' });
    expect(note).toHaveTextContent('This invoice looks like an earlier document:');
    expect(note).toHaveTextContent(
      'AR Invoice INV-00123 (Approved 11/02/2026 09:00 AM): the same invoice number and the same amount, invoice date and PO',
    );
    expect(screen.getByRole('link', { name: 'AR Invoice INV-00123' })).toHaveAttribute('href', '/documents/12');
  });

  it('shows nothing without earlier documents', () => {
    renderWithProviders(<DuplicateWarning items={[]} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
