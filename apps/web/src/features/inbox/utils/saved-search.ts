/**
 * The inbox's search text, kept across visits and reloads (docs/product/documents.md §2: "search text is
 * remembered"; §3: local storage keeps the saved search text per list).
 */
export const INBOX_SEARCH_KEY = 'savedSearch.inbox';

export function readSavedSearch(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    // Storage can be switched off (private windows, policies); the search then starts empty.
    return '';
  }
}

export function writeSavedSearch(key: string, text: string): void {
  try {
    if (text) window.localStorage.setItem(key, text);
    else window.localStorage.removeItem(key);
  } catch {
    // Not remembered where storage is switched off; searching still works.
  }
}
