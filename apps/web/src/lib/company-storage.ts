/**
 * The company the user works in (spec: "Local storage keeps the selected company id").
 * The tab keeps its own copy too, so a company chosen in another tab does not change the
 * company this tab's calls are sent for while it still shows the old one; a new tab or a
 * new sign-in starts from the last company chosen anywhere.
 */
export const SELECTED_COMPANY_KEY = 'selectedCompanyId';

function read(storage: Storage): number | undefined {
  const raw = storage.getItem(SELECTED_COMPANY_KEY);
  const id = raw === null ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function getSelectedCompanyId(): number | undefined {
  return read(window.sessionStorage) ?? read(window.localStorage);
}

export function setSelectedCompanyId(id: number): void {
  window.sessionStorage.setItem(SELECTED_COMPANY_KEY, String(id));
  window.localStorage.setItem(SELECTED_COMPANY_KEY, String(id));
}
