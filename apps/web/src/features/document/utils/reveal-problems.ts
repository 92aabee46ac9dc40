import type { DraftAction } from './draft';

/**
 * A Send or Sign refused for missing or wrong values: every such field and cell is marked where
 * it is (aria-invalid and its helper text), and the first one is scrolled into view and focused,
 * so nobody hunts for a cell off-screen from the message's list. The message itself is the
 * snackbar's, an alert that screen readers announce (a second live region said it twice).
 */
export function revealProblems(dispatch: (action: DraftAction) => void) {
  dispatch({ type: 'showMissing' });
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
