import type { DraftAction } from './draft';

/**
 * A Send or Sign refused for missing or wrong values: every such field and cell is marked where
 * it is (aria-invalid and its helper text), the problems are announced, and the first one is
 * scrolled into view and focused, so nobody hunts for a cell off-screen from a toast's list.
 */
export function revealProblems(dispatch: (action: DraftAction) => void, problems: string[]) {
  dispatch({ type: 'showMissing', problems });
  // After React has drawn the marks.
  window.setTimeout(() => {
    const first = document.querySelector<HTMLElement>(
      'main [aria-invalid="true"], [role="dialog"] [aria-invalid="true"]',
    );
    if (!first) return;
    first.scrollIntoView({ block: 'center', inline: 'center' });
    first.focus({ preventScroll: true });
  }, 0);
}
