import { api, DocumentTemplate, routeStatusNames, RouteStatus, type PossibleDuplicate } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { refreshAfter } from '@/lib/api-queries';
import { messageOf, notify } from '@/lib/notify';
import { useCancelDocument } from '../api/cancel-document';
import { useDecideDocument, type Decision } from '../api/decide-document';
import { documentKey } from '../api/get-document';
import { duplicatesQuery } from '../api/get-duplicates';
import { usePublishDocument } from '../api/publish-document';
import { useResubmitDocument } from '../api/resubmit-document';
import { useReturnDocument } from '../api/return-document';
import { saveDocument, useSaveDocument } from '../api/save-document';
import { problemsOf } from '../utils/document-validation';
import { isDirty, saveBodyOf } from '../utils/draft';
import { revealProblems } from '../utils/reveal-problems';
import type { SignaturePlacement } from '../utils/signature-area';
import type { DocumentScreenState } from './document-context';

const decided: Record<Decision['action'], string> = {
  approve: routeStatusNames[RouteStatus.Approved],
  pay: routeStatusNames[RouteStatus.Paid],
  reject: routeStatusNames[RouteStatus.Rejected],
};

/** The division-order response status a return sets (docs/product/documents.md §4). */
export const returnedAs = { signed: 'Returned Signed', unsigned: 'Returned Unsigned' } as const;

/**
 * The document's actions (docs/product/documents.md §4): save; send (validate, save, publish, then the list);
 * cancel (then Home); resubmit (the new version opens, with the unsaved edits applied to it);
 * the receiver's approve, mark paid and reject; the owner's return of a division order,
 * signed or unsigned. Server errors reach the snackbar.
 */
export function useDocumentActions(state: DocumentScreenState, allowNext: () => void) {
  const { doc, draft } = state;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useSaveDocument(doc.id);
  const publish = usePublishDocument();
  const cancel = useCancelDocument();
  const resubmit = useResubmitDocument();
  const decide = useDecideDocument(doc.id);
  const giveBack = useReturnDocument(doc.id);
  const [sending, setSending] = useState(false);
  // A second press while the first send is on its way does nothing.
  const inFlight = useRef(false);
  const [resubmitting, setResubmitting] = useState(false);
  // Earlier invoices that look like this one, found at Send: the sender confirms before it goes.
  const [duplicates, setDuplicates] = useState<PossibleDuplicate[]>([]);
  const dirty = isDirty(doc, draft);

  const leaveTo = (path: string) => {
    allowNext();
    navigate(path);
  };

  /** The earlier invoices the saved values match (none when the question cannot be answered: Send still works). */
  const findDuplicates = async () => {
    if (doc.documentTypeTemplateId !== DocumentTemplate.ArInvoice) return [];
    try {
      return (await queryClient.fetchQuery(duplicatesQuery(doc.id))).items;
    } catch {
      return [];
    }
  };

  const sendSaved = async (confirmed: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    try {
      if (dirty) await save.mutateAsync(saveBodyOf(doc, draft));
      if (!confirmed) {
        const found = await findDuplicates();
        if (found.length > 0) {
          setDuplicates(found);
          return;
        }
      }
      setDuplicates([]);
      await publish.mutateAsync(doc.id);
      notify.success('Document Sent');
      leaveTo(`/documentlist/${doc.documentTypeTemplateId}`);
    } catch {
      // The server's message is already in the snackbar.
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return {
    dirty,
    saving: save.isPending,
    sending,
    resubmitting,
    cancelling: cancel.isPending,
    deciding: decide.isPending,
    returning: giveBack.isPending,
    save: () => save.mutate(saveBodyOf(doc, draft)),
    send: async () => {
      const problems = problemsOf(doc, draft);
      if (problems.length > 0) {
        notify.error(problems.join('\n'));
        revealProblems(state.dispatch);
        return;
      }
      await sendSaved(false);
    },
    /** The earlier invoices Send found; the sender sends anyway (`sendAnyway`) or not (`keepDraft`). */
    duplicates,
    sendAnyway: () => sendSaved(true),
    keepDraft: () => setDuplicates([]),
    cancel: (onDone: () => void) =>
      cancel.mutate(doc.id, {
        onSuccess: () => {
          onDone();
          notify.success('Canceled');
          leaveTo('/');
        },
      }),
    resubmit: async () => {
      setResubmitting(true);
      try {
        const created = await resubmit.mutateAsync(doc.id);
        if (dirty) {
          try {
            queryClient.setQueryData(documentKey(created.id), await saveDocument(created.id, saveBodyOf(doc, draft)));
            void refreshAfter(queryClient, api.saveDocument);
          } catch (err) {
            notify.error(messageOf(err));
          }
        }
        leaveTo(`/documents/${created.id}`);
      } catch {
        // Shown by the snackbar.
      } finally {
        setResubmitting(false);
      }
    },
    decide: (decision: Decision, onDone?: () => void) =>
      decide.mutate(decision, {
        onSuccess: () => {
          onDone?.();
          notify.success(decided[decision.action]);
        },
      }),
    returnSigned: (imageAsBase64: string, { page, area }: SignaturePlacement) =>
      giveBack.mutate(
        { signed: true, signature: { imageAsBase64, page, area } },
        {
          onSuccess: () => {
            state.setSigning(null);
            notify.success(returnedAs.signed);
          },
        },
      ),
    returnUnsigned: (reason: string | undefined, onDone: () => void) =>
      giveBack.mutate(
        { signed: false, ...(reason ? { reason } : {}) },
        {
          onSuccess: () => {
            onDone();
            notify.success(returnedAs.unsigned);
          },
        },
      ),
  };
}
