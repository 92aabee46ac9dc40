import { termedDocument, useOrgUnitTerm } from '@/lib/terms';
import type { DocumentResponse, OcrHighlight } from '@docvue/contracts';
import { useMemo, useState } from 'react';
import { useDateFormat } from '@/lib/personalization';
import type { CaptureTarget, DocumentScreenState, SigningStep, Viewer } from './document-context';
import { useDocumentDraft } from './use-document-draft';
import { useFlash } from './use-flash';

/** Everything the parts of the Document screen share: the document, its draft, the capture target, highlights, signing. */
export function useDocumentScreenState(
  loaded: DocumentResponse,
  documentTypeNames: string[],
  viewer: Viewer,
): DocumentScreenState {
  // Its fields and columns in the company's own words (an org unit may be a "Business Unit").
  const orgUnitTerm = useOrgUnitTerm();
  const doc = useMemo(() => termedDocument(loaded, orgUnitTerm), [loaded, orgUnitTerm]);
  const { draft, dispatch } = useDocumentDraft(doc);
  const dateFormat = useDateFormat();
  const [target, setTarget] = useState<CaptureTarget | null>(null);
  const [signing, setSigning] = useState<SigningStep | null>(null);
  const [highlighted, flashFields] = useFlash<string>();
  const [polygons, flashPolygons] = useFlash<OcrHighlight>();
  const editable = doc.actions.edit;
  return useMemo<DocumentScreenState>(
    () => ({
      doc,
      draft,
      dispatch,
      editable,
      // A replacement file waiting is shown instead of the file: captured from once its words are read.
      capturable:
        editable && doc.ocrStatus === 'done' && (doc.temporaryFileId === null || doc.temporaryFileOcrStatus === 'done'),
      dateFormat,
      documentTypeNames,
      target,
      setTarget,
      highlightedKeys: new Set(highlighted),
      polygons,
      flashPolygons,
      flashFields,
      viewer,
      signing,
      setSigning,
    }),
    [
      doc,
      draft,
      dispatch,
      editable,
      dateFormat,
      documentTypeNames,
      target,
      highlighted,
      polygons,
      flashPolygons,
      flashFields,
      viewer,
      signing,
    ],
  );
}
