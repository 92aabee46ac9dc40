import type { DocumentResponse } from '@docvue/contracts';
import { useReducer } from 'react';
import { baseOf, draftReducer, initialDraft, isDirty, type Draft, type DraftAction } from '../utils/draft';

interface State {
  doc: DocumentResponse;
  draft: Draft;
}

function reducer(state: State, action: DraftAction | { type: 'rebase'; doc: DocumentResponse }): State {
  if (action.type === 'rebase') return { doc: action.doc, draft: initialDraft(action.doc) };
  return { ...state, draft: draftReducer(state.draft, action) };
}

/**
 * The edits of a document on the screen. A different document starts a new draft; a newer
 * copy of the same document (saved, read by the server, decided on) replaces the draft
 * unless the user has edits that the newer copy does not have.
 */
export function useDocumentDraft(doc: DocumentResponse) {
  const [state, dispatch] = useReducer(reducer, doc, (d) => ({ doc: d, draft: initialDraft(d) }));
  if (state.doc !== doc && baseOf(state.doc) !== baseOf(doc)) {
    const stale =
      state.doc.id !== doc.id ||
      state.doc.ocrStatus !== doc.ocrStatus ||
      !state.draft.touched ||
      !isDirty(state.doc, state.draft) ||
      !isDirty(doc, state.draft);
    if (stale) {
      dispatch({ type: 'rebase', doc });
      return { draft: initialDraft(doc), dispatch: dispatch as (a: DraftAction) => void };
    }
  }
  return { draft: state.draft, dispatch: dispatch as (a: DraftAction) => void };
}
