import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { Stateful } from '@/testing/stateful';
import { TextInput } from './text-input';

const stored = () => screen.getByRole('status', { name: 'Stored value' });

describe('TextInput', () => {
  it('stores what is typed, at most 255 characters; emptied is no value', async () => {
    const { user } = renderWithProviders(
      <Stateful>{(v, set) => <TextInput id="po" label="PO #" value={v} onChange={set} />}</Stateful>,
    );
    const input = screen.getByRole('textbox', { name: 'PO #' });
    expect(input).toHaveAttribute('maxLength', '255');
    await user.type(input, 'PO-55123');
    expect(stored()).toHaveTextContent('"PO-55123"');
    await user.clear(input);
    expect(stored()).toHaveTextContent('null');
  });

  it('a text area takes several lines, up to 4000 characters', async () => {
    const { user } = renderWithProviders(
      <Stateful>{(v, set) => <TextInput id="remarks" label="Remarks" value={v} onChange={set} multiline />}</Stateful>,
    );
    const input = screen.getByRole('textbox', { name: 'Remarks' });
    expect(input.tagName).toBe('TEXTAREA');
    expect(input).toHaveAttribute('maxLength', '4000');
    await user.type(input, 'Line one{Enter}Line two');
    expect(stored()).toHaveTextContent('"Line one\\nLine two"');
  });

  it('a read-only field shows its value and cannot be changed', async () => {
    const { user } = renderWithProviders(
      <Stateful initial="Fixed">
        {(v, set) => <TextInput id="x" label="Scan Date" value={v} onChange={set} readOnly />}
      </Stateful>,
    );
    const input = screen.getByRole('textbox', { name: 'Scan Date' });
    expect(input).toHaveAttribute('readonly');
    await user.type(input, 'abc');
    expect(input).toHaveValue('Fixed');
    expect(stored()).toHaveTextContent('"Fixed"');
  });

  it('in a table cell the label is the accessible name only', () => {
    renderWithProviders(<TextInput id="c" label="Description, row 1" value="Mileage" onChange={() => {}} compact />);
    expect(screen.getByRole('textbox', { name: 'Description, row 1' })).toHaveValue('Mileage');
    expect(screen.queryByText('Description, row 1')).not.toBeInTheDocument();
  });
});
