import { screen, within } from '@testing-library/react';
import { getSelectedCompanyId } from '@/lib/company-storage';
import { blueCreek, company, llano, redMesa } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { switchCompany } from '../utils/switch-company';
import { ChangeCompanyDialog } from './change-company-dialog';

const permian = company(1, 'Permian Basin Oilfield Services LLC');

function setup() {
  const onChoose = vi.fn();
  const view = renderWithProviders(
    <ChangeCompanyDialog
      open
      onClose={() => {}}
      companies={[redMesa, blueCreek, llano, permian]}
      currentCompanyId={redMesa.id}
      onChoose={onChoose}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Change Company' });
  const names = () =>
    within(within(dialog).getByRole('list', { name: 'Companies' }))
      .queryAllByRole('button')
      .map((b) => b.textContent);
  return { ...view, dialog, names, onChoose };
}

describe('ChangeCompanyDialog', () => {
  it('lists the user’s other companies', () => {
    const { names } = setup();
    expect(names()).toEqual([
      'Blue Creek Midstream',
      'Llano Estacado ResourcesCloud company, at cloud.docvue.example',
      'Permian Basin Oilfield Services LLC',
    ]);
  });

  it('narrows the list as the user types', async () => {
    const { user, dialog, names } = setup();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search companies' }), 'perm');
    expect(names()).toEqual(['Permian Basin Oilfield Services LLC']);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search companies' }), 'xyz');
    expect(names()).toEqual([]);
    expect(within(dialog).getByText('No other companies found.')).toBeInTheDocument();
  });

  it('chooses a company', async () => {
    const { user, dialog, onChoose } = setup();
    await user.click(within(dialog).getByRole('button', { name: 'Blue Creek Midstream' }));
    expect(onChoose).toHaveBeenCalledWith(blueCreek);
  });
});

describe('switchCompany', () => {
  it('stores another company and starts again at /', () => {
    const go = vi.fn();
    switchCompany(blueCreek, go);
    expect(getSelectedCompanyId()).toBe(blueCreek.id);
    expect(go).toHaveBeenCalledWith('/');
  });

  it('sends a cloud company to its own host’s repository, keeping the stored company', () => {
    const go = vi.fn();
    switchCompany(redMesa, () => {});
    switchCompany(llano, go);
    expect(go).toHaveBeenCalledWith('https://cloud.docvue.example/repository');
    expect(getSelectedCompanyId()).toBe(redMesa.id);
  });
});
