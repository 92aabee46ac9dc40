import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { MaskedDateInput } from './masked-date-input';
import { Stateful } from '@/testing/stateful';

const stored = () => screen.getByRole('status', { name: 'Stored value' });

function renderDate(
  opts: { dateFormat?: string; withTime?: boolean; initial?: string | null; readOnly?: boolean; error?: string } = {},
) {
  const label = opts.withTime ? 'Received At' : 'Invoice Date';
  return renderWithProviders(
    <Stateful initial={opts.initial}>
      {(v, set) => (
        <MaskedDateInput
          id="d"
          label={label}
          value={v}
          onChange={set}
          dateFormat={opts.dateFormat ?? 'MM/dd/yyyy'}
          withTime={opts.withTime}
          readOnly={opts.readOnly}
          error={v && !/^\d{4}-/.test(v) ? `${label} must be a valid date` : null}
        />
      )}
    </Stateful>,
  );
}

describe('MaskedDateInput', () => {
  it('types through the user’s date format mask and stores an ISO date', async () => {
    const { user } = renderDate();
    const input = screen.getByRole('textbox', { name: 'Invoice Date' });
    expect(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await user.type(input, '10312026');
    expect(input).toHaveValue('10/31/2026');
    expect(stored()).toHaveTextContent('"2026-10-31"');
  });

  it('follows another date format', async () => {
    const { user } = renderDate({ dateFormat: 'dd/MM/yyyy', initial: '2026-10-31' });
    const input = screen.getByRole('textbox', { name: 'Invoice Date' });
    expect(input).toHaveValue('31/10/2026');
    await user.clear(input);
    await user.type(input, '01022027');
    expect(stored()).toHaveTextContent('"2027-02-01"');
  });

  it('parses strictly: a day that does not exist is not stored as a date and is reported once left', async () => {
    const { user } = renderDate();
    const input = screen.getByRole('textbox', { name: 'Invoice Date' });
    await user.type(input, '02302026');
    expect(input).toHaveValue('02/30/2026');
    expect(stored()).toHaveTextContent('"02/30/2026"');
    expect(screen.queryByText('Invoice Date must be a valid date')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Invoice Date must be a valid date')).toBeInTheDocument();
  });

  it('ignores letters typed into a date', async () => {
    const { user } = renderDate();
    const input = screen.getByRole('textbox', { name: 'Invoice Date' });
    await user.type(input, '1o0/31x/2026');
    expect(input).toHaveValue('10/31/2026');
  });

  it('a date and time takes hh:mm with AM or PM', async () => {
    const { user } = renderDate({ withTime: true });
    const input = screen.getByRole('textbox', { name: 'Received At' });
    await user.type(input, '103120260205pm');
    expect(input).toHaveValue('10/31/2026 02:05 PM');
    expect(stored()).toHaveTextContent('"2026-10-31T14:05"');
    await user.clear(input);
    await user.type(input, '103120261305pm');
    expect(stored()).toHaveTextContent('"10/31/2026 13:05 PM"');
  });

  it('a read-only date shows the stored date in the user’s format and cannot be changed', async () => {
    const { user } = renderDate({ initial: '2026-11-22', readOnly: true });
    const input = screen.getByRole('textbox', { name: 'Invoice Date' });
    expect(input).toHaveValue('11/22/2026');
    await user.type(input, '1');
    expect(stored()).toHaveTextContent('"2026-11-22"');
  });
});
