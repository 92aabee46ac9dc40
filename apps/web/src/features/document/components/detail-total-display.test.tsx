import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { DetailTotalDisplay } from './detail-total-display';

const total = () => screen.getByRole('status', { name: 'Detail total' });

describe('DetailTotalDisplay', () => {
  it('reads remaining while the line items add up to less than the dollar total', () => {
    renderWithProviders(<DetailTotalDisplay detailCents={148000} dollarCents={187000} fieldName="Invoice Total" />);
    expect(total()).toHaveTextContent('Detail total $1,480.00 · $390.00 remaining');
  });

  it('reads exceeded by when they add up to more', () => {
    renderWithProviders(<DetailTotalDisplay detailCents={187001} dollarCents={187000} fieldName="Invoice Total" />);
    expect(total()).toHaveTextContent('Detail total $1,870.01 · exceeded by $0.01');
  });

  it('says the total matches when they agree to the cent', () => {
    renderWithProviders(<DetailTotalDisplay detailCents={187000} dollarCents={187000} fieldName="Invoice Total" />);
    expect(total()).toHaveTextContent('Detail total $1,870.00 · matches Invoice Total');
  });
});
