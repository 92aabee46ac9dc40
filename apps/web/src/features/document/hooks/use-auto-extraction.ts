import { useEffect, useRef } from 'react';
import { useAutoExtract } from '../api/auto-extract';
import { inputKindOf, isCapturableKind } from '@/lib/metadata-kinds';
import { normalize, RECIPIENT_FIELD_KEY } from '../utils/draft';
import type { DocumentScreenState } from './document-context';

/** Auto-filled fields and the boxes they came from are highlighted for 2 s (docs/product/documents.md §9). */
export const AUTO_FILL_HIGHLIGHT_MS = 2000;

/**
 * On opening an editable document whose page text has been read: asks the server for the
 * values of the empty fields, fills them (only empty, editable ones) and highlights them.
 * Fields the server already filled while reading are sent empty, so their boxes come back
 * too and the user sees where every extracted value was read. A replacement file waiting
 * (Replace File) is read once its words are: every field it has takes its value (issue 28).
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
    const replacing = doc.temporaryFileId !== null;
    const key = `${doc.id}:${doc.fileName}:${doc.temporaryFileId ?? ''}`;
    if (doneFor.current === key) return;
    doneFor.current = key;
    const documentMetadata = doc.metadata.map((m) => {
      // Everything is asked of a replacement: its values take the place of the old file's.
      if (replacing) return { key: m.key, value: null };
      const value = normalize(draft.values[m.key]);
      const extractedAndKept = m.autoExtracted && value === normalize(m.value);
      return { key: m.key, value: extractedAndKept ? null : value };
    });
    const editableKeys = doc.metadata.filter((m) => !m.metadataDefinition.isReadonly).map((m) => m.key);
    // A replacement's values replace those read from a page; the recipient, lists and org units are chosen.
    const replaceable = replacing
      ? doc.metadata
          .filter(
            (m) =>
              editableKeys.includes(m.key) &&
              m.key !== RECIPIENT_FIELD_KEY &&
              isCapturableKind(inputKindOf(m.metadataDefinition.metadataType.id)),
          )
          .map((m) => m.key)
      : undefined;
    mutate(
      { documentId: doc.id, documentTypeId: doc.documentTypeId, documentMetadata },
      {
        onSuccess: ({ documentMetadata: found }) => {
          dispatch({
            type: 'extracted',
            values: found,
            editableKeys,
            ...(replaceable ? { replacing: replaceable } : {}),
          });
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
