import type { DateFormat, DocumentResponse, OcrHighlight } from '@docvue/contracts';
import { createContext, useContext } from 'react';
import type { Draft, DraftAction } from '../utils/draft';
import type { SignaturePlacement } from '../utils/signature-area';

/** What a click or drag on the page fills: a metadata field or a line-item cell. */
export type CaptureTarget = { kind: 'field'; key: string } | { kind: 'cell'; rowId: number; column: string };

/**
 * Signing a division order: first the signer places the box on the page (`place`), then draws
 * or picks the signature for it (`sign`).
 */
export type SigningStep = { step: 'place' } | ({ step: 'sign' } & SignaturePlacement);

/** Who is looking: whose saved signature signs. */
export interface Viewer {
  userId: number;
}

export interface DocumentScreenState {
  doc: DocumentResponse;
  draft: Draft;
  dispatch: (action: DraftAction) => void;
  /** The sender may still change the document (the `edit` action). */
  editable: boolean;
  /** The page text has been read, so the page can be captured from. */
  capturable: boolean;
  dateFormat: DateFormat;
  /** Names of the company's document types, for DocumentType fields. */
  documentTypeNames: string[];
  target: CaptureTarget | null;
  setTarget: (target: CaptureTarget | null) => void;
  highlightedKeys: ReadonlySet<string>;
  polygons: readonly OcrHighlight[];
  flashPolygons: (polygons: OcrHighlight[], ms: number) => void;
  flashFields: (keys: string[], ms: number) => void;
  viewer: Viewer;
  signing: SigningStep | null;
  setSigning: (step: SigningStep | null) => void;
}

export const DocumentScreenContext = createContext<DocumentScreenState | null>(null);

/**
 * What every input needs and that does not change while typing, in a context of its own so
 * that memoized fields and rows do not re-render on every keystroke elsewhere.
 */
export interface InputSettings {
  dateFormat: DateFormat;
  documentTypeNames: string[];
}

export const InputSettingsContext = createContext<InputSettings>({ dateFormat: 'MM/dd/yyyy', documentTypeNames: [] });

export const useInputSettings = () => useContext(InputSettingsContext);

export function useDocumentScreen(): DocumentScreenState {
  const state = useContext(DocumentScreenContext);
  if (!state) throw new Error('useDocumentScreen() outside the document screen');
  return state;
}

export const sameTarget = (a: CaptureTarget | null, b: CaptureTarget) =>
  a !== null &&
  a.kind === b.kind &&
  (a.kind === 'field'
    ? a.key === (b as { key: string }).key
    : a.rowId === (b as { rowId: number }).rowId && a.column === (b as { column: string }).column);
