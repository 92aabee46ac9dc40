import { useCallback, useState } from 'react';

function read(key: string): string {
  try {
    return window.localStorage.getItem(key) ?? '';
  } catch {
    // Storage can be switched off (private windows, policies); the list then starts empty.
    return '';
  }
}

/**
 * A text kept in local storage under `key`, such as a list's search box (docs/product/administration.md §3:
 * local storage keeps per-list saved search text, e.g. `usersList`, `orgUnitList`).
 */
export function useRememberedText(key: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => read(key));
  const change = useCallback(
    (next: string) => {
      setText(next);
      try {
        if (next) window.localStorage.setItem(key, next);
        else window.localStorage.removeItem(key);
      } catch {
        // Not remembered where storage is switched off; the search still works.
      }
    },
    [key],
  );
  return [text, change];
}
