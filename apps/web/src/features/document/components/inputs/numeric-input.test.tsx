import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Stateful } from '@/testing/stateful';
import { NumericInput } from './numeric-input';

const stored = () => screen.getByRole('status', { name: 'Stored value' });

function renderNumeric(props: { currency?: boolean; initial?: string | null; readOnly?: boolean } = {}) {
  return renderWithProviders(
    <Stateful initial={props.initial}>
      {(v, set) => (
        <NumericInput
          id="n"
          label={props.currency ? 'Invoice Total' : 'Quantity'}
          value={v}
          onChange={set}
          currency={props.currency}
          readOnly={props.readOnly}
        />
      )}
    </Stateful>,
  );
}

describe('NumericInput', () => {
  it('accepts digits, minus and point only', async () => {
    const { user } = renderNumeric();
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await user.type(input, '-1a2b.5c');
    expect(input).toHaveValue('-12.5');
    expect(stored()).toHaveTextContent('"-12.5"');
  });

  it('removes $ and commas from pasted text', async () => {
    const { user } = renderNumeric({ currency: true });
    const input = screen.getByRole('textbox', { name: 'Invoice Total' });
    await user.click(input);
    await user.paste('$1,234.50');
    expect(input).toHaveValue('1234.50');
    expect(stored()).toHaveTextContent('"1234.50"');
  });

  it('shows currency in US dollars and keeps it to the cent when left', async () => {
    const { user } = renderNumeric({ currency: true });
    const input = screen.getByRole('textbox', { name: 'Invoice Total' });
    expect(screen.getByText('$')).toBeInTheDocument();
    await user.type(input, '1870.5');
    await user.tab();
    expect(input).toHaveValue('1870.50');
  });

  it('a read-only amount cannot be changed', async () => {
    const { user } = renderNumeric({ currency: true, initial: '10.00', readOnly: true });
    const input = screen.getByRole('textbox', { name: 'Invoice Total' });
    await user.type(input, '99');
    expect(input).toHaveValue('10.00');
  });
});
