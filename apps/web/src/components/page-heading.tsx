import Typography from '@mui/material/Typography';
import { useEffect, useRef, type RefObject } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * Whether the focus is nowhere a person put it on this screen: on the page itself, or still on the
 * navigation link that brought them here.
 */
function focusIsLeftBehind(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.closest('nav, [role="navigation"]') !== null;
}

/**
 * The one h1 of a screen; also names the browser tab. A new screen takes the focus to its heading
 * when it was left on the navigation or the page (WCAG 2.4.3): a keyboard user goes on from the
 * screen's top, and a screen reader says where they are. A field that took the focus keeps it.
 */
export function PageHeading({ children }: { children: string }) {
  useDocumentTitle(children);
  const ref = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(ref);
  return (
    <Typography ref={ref} component="h1" variant="h5" tabIndex={-1} sx={{ mb: 2, fontWeight: 500 }}>
      {children}
    </Typography>
  );
}

/**
 * Takes the focus to a screen's heading (tabIndex -1) when the screen opens and the focus is left
 * behind: on the navigation, or on the page body after the dialog that opened the screen closed.
 */
export function useFocusOnArrival(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (focusIsLeftBehind()) ref.current?.focus({ preventScroll: true });
  }, [ref]);
}
