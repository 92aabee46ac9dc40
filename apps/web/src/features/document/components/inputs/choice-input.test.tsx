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
      'GET /api/lineItemColumn/12/lookupvalues': {
        body: [
          { id: 4, lookupValue: '4200 - Permian Completions' },
          { id: 5, lookupValue: '4300 - Permian Production Ops' },
        ],
      },
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

  describe("a purchaser's code list (issue 40)", () => {
    const costCenter = () => (
      <Stateful>
        {(v, set) => (
          <LookupInput
            id="c"
            label="Cost Center, row 1"
            value={v}
            onChange={set}
            source={{ columnId: 12 }}
            isThirdParty
            documentId={7}
            strict={false}
          />
        )}
      </Stateful>
    );

    it('"4300" and Enter picks the only listed value it matches', async () => {
      const { user } = renderWithProviders(costCenter());
      const input = screen.getByRole('combobox', { name: 'Cost Center, row 1' });
      await user.click(input);
      await screen.findByRole('option', { name: '4300 - Permian Production Ops' });
      await user.type(input, '4300{Enter}');
      expect(stored()).toHaveTextContent('"4300 - Permian Production Ops"');
      expect(input).toHaveValue('4300 - Permian Production Ops');
      expect(input).not.toHaveAttribute('aria-invalid', 'true');
    });

    it('text matching several values or none stays as typed and the cell says it is not listed', async () => {
      const { user } = renderWithProviders(costCenter());
      const input = screen.getByRole('combobox', { name: 'Cost Center, row 1' });
      await user.click(input);
      await screen.findByRole('option', { name: '4200 - Permian Completions' });
      await user.type(input, 'Permian{Enter}');
      expect(stored()).toHaveTextContent('"Permian"');
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText("Not one of the purchaser's values: pick one from the list")).toBeInTheDocument();
    });

    it('an option picked with the arrows is what Enter commits', async () => {
      const { user } = renderWithProviders(costCenter());
      const input = screen.getByRole('combobox', { name: 'Cost Center, row 1' });
      await user.click(input);
      await screen.findByRole('option', { name: '4200 - Permian Completions' });
      await user.type(input, 'Permian{ArrowDown}{ArrowDown}{Enter}');
      expect(stored()).toHaveTextContent('"4300 - Permian Production Ops"');
    });
  });
});
