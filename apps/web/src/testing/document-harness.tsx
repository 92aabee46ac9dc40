import type { DocumentResponse } from '@docvue/contracts';
import { useEffect, type ReactNode } from 'react';
import { DocumentScreenProvider } from '@/features/document/components/document-screen-provider';
import type { DocumentScreenState, Viewer } from '@/features/document/hooks/document-context';
import { useDocumentScreenState } from '@/features/document/hooks/use-document-screen-state';
import { TermsProvider } from '@/lib/terms';
import { renderWithProviders } from './render';

/** The parts of the Document screen, given a document and the state the screen shares. */
function DocumentHarness({
  doc,
  viewer,
  children,
  onState,
}: {
  doc: DocumentResponse;
  viewer: Viewer;
  children: ReactNode;
  onState?: (state: DocumentScreenState) => void;
}) {
  const state = useDocumentScreenState(doc, ['AR Invoice', 'Division Order'], viewer);
  useEffect(() => {
    onState?.(state);
  }, [state, onState]);
  return <DocumentScreenProvider state={state}>{children}</DocumentScreenProvider>;
}

/** Renders part of the Document screen; `latest()` is the shared state (the draft) after the last render. */
export function renderInDocument(
  ui: ReactNode,
  doc: DocumentResponse,
  route = `/documents/${doc.id}`,
  viewer: Viewer = { userId: 7 },
  orgUnitTerm = 'Org Unit',
) {
  let latest: DocumentScreenState | undefined;
  const view = renderWithProviders(
    <TermsProvider orgUnit={orgUnitTerm}>
      <DocumentHarness doc={doc} viewer={viewer} onState={(s) => (latest = s)}>
        {ui}
      </DocumentHarness>
    </TermsProvider>,
    { route },
  );
  return { ...view, latest: () => latest! };
}
