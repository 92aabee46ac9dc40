import { screen } from '@testing-library/react';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render';
import { Stateful } from '@/testing/stateful';
import { LookupInput } from './lookup-input';

const stored = () => screen.getByRole('status', { name: 'Stored value' });

describe('LookupInput', () => {
  beforeEach(() =>
    fakeApi({
      'GET /api/metadata/11/lookupvalues': {
        body: [
          { id: 1, lookupValue: 'Net 15' },
          { id: 2, lookupValue: 'Net 30' },
        ],
      },
      'GET /api/metadata/10/lookupvalues': { body: [{ id: 3, lookupValue: 'RM24-0117' }] },
    }),
  );

  it('a List field picks one of its values', async () => {
    const { user } = renderWithProviders(
      <Stateful>
        {(v, set) => (
          <LookupInput
            id="t"
            label="Terms"
            value={v}
            onChange={set}
            source={{ definitionId: 11 }}
            isThirdParty={false}
            strict
          />
        )}
      </Stateful>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Terms' }));
    await user.click(await screen.findByRole('option', { name: 'Net 30' }));
    expect(stored()).toHaveTextContent('"Net 30"');
  });

  it('a master-data field offers the company’s values and accepts others', async () => {
    const { user } = renderWithProviders(
      <Stateful>
        {(v, set) => (
          <LookupInput
            id="a"
            label="AFE #"
            value={v}
            onChange={set}
            source={{ definitionId: 10 }}
            isThirdParty
            strict={false}
          />
        )}
      </Stateful>,
    );
    const input = screen.getByRole('combobox', { name: 'AFE #' });
    await user.click(input);
    expect(await screen.findByRole('option', { name: 'RM24-0117' })).toBeInTheDocument();
    await user.type(input, 'AFE-NEW-1');
    expect(stored()).toHaveTextContent('"AFE-NEW-1"');
  });

  it('a read-only list field cannot be changed', async () => {
    const { user } = renderWithProviders(
      <Stateful initial="Net 15">
        {(v, set) => (
          <LookupInput
            id="t"
            label="Terms"
            value={v}
            onChange={set}
            source={{ definitionId: 11 }}
            isThirdParty={false}
            strict
            readOnly
          />
        )}
      </Stateful>,
    );
    const input = screen.getByRole('combobox', { name: 'Terms' });
    expect(input).toHaveValue('Net 15');
    await user.click(input);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
