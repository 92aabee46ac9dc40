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
            relation: 'earlier',
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

  it('names a copy sent after this one a later document, with the time of the status it names', () => {
    renderWithProviders(
      <DuplicateWarning
        items={[
          {
            documentId: 14,
            documentNumber: 'HOS-5150',
            routeStatusId: 1,
            status: 'Sent',
            date: new Date(2026, 10, 29, 16, 37).toISOString(),
            relation: 'later',
            matchedOn: ['invoiceNumber'],
          },
        ]}
      />,
    );
    const note = screen.getByRole('note', { name: 'Possible duplicate' });
    expect(note).toHaveTextContent('This invoice looks like a later document:');
    expect(note).toHaveTextContent('AR Invoice HOS-5150 (Sent 11/29/2026 04:37 PM): the same invoice number');
    expect(note).not.toHaveTextContent('earlier');
  });

  it('says which way each lies when there are earlier and later documents', () => {
    const base = { routeStatusId: 4, status: 'Paid', date: new Date(2026, 10, 29, 4, 37).toISOString() };
    renderWithProviders(
      <DuplicateWarning
        items={[
          { ...base, documentId: 15, documentNumber: 'HOS-5151', relation: 'later', matchedOn: ['invoiceNumber'] },
          { ...base, documentId: 11, documentNumber: 'HOS-5149', relation: 'earlier', matchedOn: ['invoiceNumber'] },
        ]}
      />,
    );
    const note = screen.getByRole('note', { name: 'Possible duplicate' });
    expect(note).toHaveTextContent('This invoice looks like earlier and later documents:');
    expect(note).toHaveTextContent('AR Invoice HOS-5151 (later, Paid 11/29/2026 04:37 AM)');
    expect(note).toHaveTextContent('AR Invoice HOS-5149 (earlier, Paid 11/29/2026 04:37 AM)');
  });

  it('shows nothing without earlier documents', () => {
    renderWithProviders(<DuplicateWarning items={[]} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
