import { getSelectedCompanyId, SELECTED_COMPANY_KEY, setSelectedCompanyId } from './company-storage';

describe('selected company', () => {
  it('is kept in local storage for the next visit', () => {
    setSelectedCompanyId(5);
    expect(window.localStorage.getItem(SELECTED_COMPANY_KEY)).toBe('5');
    window.sessionStorage.clear();
    expect(getSelectedCompanyId()).toBe(5);
  });

  it('stays with this tab when another tab chooses another company', () => {
    setSelectedCompanyId(5);
    window.localStorage.setItem(SELECTED_COMPANY_KEY, '2');
    expect(getSelectedCompanyId()).toBe(5);
  });

  it('ignores values that are not company ids', () => {
    window.localStorage.setItem(SELECTED_COMPANY_KEY, 'abc');
    expect(getSelectedCompanyId()).toBeUndefined();
  });
});
