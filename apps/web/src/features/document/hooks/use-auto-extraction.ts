import { useEffect, useRef } from 'react';
import { useAutoExtract } from '../api/auto-extract';
import { normalize } from '../utils/draft';
import type { DocumentScreenState } from './document-context';

/** Auto-filled fields and the boxes they came from are highlighted for 2 s (docs/product/documents.md §9). */
export const AUTO_FILL_HIGHLIGHT_MS = 2000;

/**
 * On opening an editable document whose page text has been read: asks the server for the
 * values of the empty fields, fills them (only empty, editable ones) and highlights them.
 * Fields the server already filled while reading are sent empty, so their boxes come back
 * too and the user sees where every extracted value was read.
 */
export function useAutoExtraction(state: DocumentScreenState | null) {
  const { mutate } = useAutoExtract();
  const doneFor = useRef<string | null>(null);
  const ready = Boolean(state && state.editable && state.capturable);
  const doc = state?.doc;
  const draft = state?.draft;
  const dispatch = state?.dispatch;
  const flashFields = state?.flashFields;
  const flashPolygons = state?.flashPolygons;

  useEffect(() => {
    if (!ready || !doc || !draft || !dispatch || !flashFields || !flashPolygons) return;
    const key = `${doc.id}:${doc.fileName}`;
    if (doneFor.current === key) return;
    doneFor.current = key;
    const documentMetadata = doc.metadata.map((m) => {
      const value = normalize(draft.values[m.key]);
      const extractedAndKept = m.autoExtracted && value === normalize(m.value);
      return { key: m.key, value: extractedAndKept ? null : value };
    });
    const editableKeys = doc.metadata.filter((m) => !m.metadataDefinition.isReadonly).map((m) => m.key);
    mutate(
      { documentId: doc.id, documentTypeId: doc.documentTypeId, documentMetadata },
      {
        onSuccess: ({ documentMetadata: found }) => {
          dispatch({ type: 'extracted', values: found, editableKeys });
          flashFields(
            found.map((f) => f.key),
            AUTO_FILL_HIGHLIGHT_MS,
          );
          flashPolygons(
            found.flatMap((f) => f.highlight),
            AUTO_FILL_HIGHLIGHT_MS,
          );
        },
      },
    );
  }, [ready, doc, draft, dispatch, flashFields, flashPolygons, mutate]);
}
