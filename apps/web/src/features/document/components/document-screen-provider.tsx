import { useMemo, type ReactNode } from 'react';
import { DocumentScreenContext, InputSettingsContext, type DocumentScreenState } from '../hooks/document-context';

/** Provides the screen's shared state, and the input settings apart from it. */
export function DocumentScreenProvider({ state, children }: { state: DocumentScreenState; children: ReactNode }) {
  const { dateFormat, documentTypeNames } = state;
  const settings = useMemo(() => ({ dateFormat, documentTypeNames }), [dateFormat, documentTypeNames]);
  return (
    <InputSettingsContext.Provider value={settings}>
      <DocumentScreenContext.Provider value={state}>{children}</DocumentScreenContext.Provider>
    </InputSettingsContext.Provider>
  );
}
