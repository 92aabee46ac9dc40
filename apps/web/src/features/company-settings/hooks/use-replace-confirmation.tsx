import { legalDocumentMessages, legalDocumentTypeNames, type LegalDocumentTypeId } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { legalDocumentsQueryOptions } from '../api/search-legal-documents';

interface Pending {
  typeName: string;
  proceed: () => void;
}

/**
 * A new or reactivated document replaces the active one of its type, which becomes inactive
 * (docs/product/administration.md §4): when there is one, the user confirms first. The list is read afresh, so a document
 * made active elsewhere since is not missed.
 */
export function useReplaceConfirmation() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);

  const confirmIfReplacing = async (typeId: LegalDocumentTypeId, exceptId: number | null, proceed: () => void) => {
    let items;
    try {
      items = (await queryClient.fetchQuery(legalDocumentsQueryOptions())).items;
    } catch {
      // The snackbar has said why the list could not be read; nothing is saved unasked.
      return;
    }
    const active = items.some((d) => d.isActive && d.legalDocumentTypeId === typeId && d.id !== exceptId);
    if (active) setPending({ typeName: legalDocumentTypeNames[typeId], proceed });
    else proceed();
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={legalDocumentMessages.replaceActiveTitle}
      message={`This document replaces the active ${pending?.typeName ?? ''}, which will become inactive.`}
      onConfirm={() => {
        const proceed = pending?.proceed;
        setPending(null);
        proceed?.();
      }}
      onClose={() => setPending(null)}
    />
  );

  return { confirmIfReplacing, dialog };
}
