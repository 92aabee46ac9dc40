import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved edits are not lost silently: leaving the screen asks first (the returned blocker),
 * and closing or reloading the tab asks the browser's question. Navigations the screen makes
 * itself after a successful action pass with `allowNext`.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    const leaving =
      currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;
    return dirty && leaving;
  });
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const allowNext = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowNext };
}
