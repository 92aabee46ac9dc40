import { api, legalDocumentMessages, type LegalDocument } from '@docvue/contracts';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { refreshAfter } from '@/lib/api-queries';
import { notify } from '@/lib/notify';
import { useReplaceLegalDocument } from '../api/replace-legal-document';
import { LEGAL_DOCUMENT_ACCEPT, legalFileProblem } from '../utils/legal-document-file';
import { replaceOutcome } from '../utils/upload-outcome';
import { openPickerOnEnter } from '@/components/open-picker-on-enter';

interface ReplaceFileButtonProps {
  doc: LegalDocument;
  /** Names the document for screen readers ('W9 of 05/01/2026'). */
  label: string;
}

/**
 * A new file for one document of the list (a renewed certificate): chosen, checked, sent. The
 * active document is the one partners see, so replacing its file asks first (docs/product/administration.md §8).
 */
export function ReplaceFileButton({ doc, label }: ReplaceFileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const replace = useReplaceLegalDocument();
  const [confirming, setConfirming] = useState<File | null>(null);

  const send = (file: File) => {
    replace.mutate(
      { id: doc.id, file },
      {
        onSuccess: () => notify.success(legalDocumentMessages.replaced),
        onError: (err) => {
          const outcome = replaceOutcome(err);
          if (!outcome.saved) {
            notify.error(outcome.message);
            return;
          }
          // The new file is kept without what could not be read from it.
          void refreshAfter(queryClient, api.replaceLegalDocument);
          notify.warning(outcome.message);
        },
      },
    );
  };

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = legalFileProblem(file);
    if (problem) {
      notify.error(problem);
      return;
    }
    if (doc.isActive) setConfirming(file);
    else send(file);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={LEGAL_DOCUMENT_ACCEPT}
        aria-label={`New file for ${label}`}
        onChange={(e) => {
          choose(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Tooltip title="Replace the file">
        <span>
          <IconButton
            aria-label={`Replace ${label}`}
            disabled={replace.isPending}
            onClick={(e) => {
              // The row opens the document; this button only picks a file.
              e.stopPropagation();
              input.current?.click();
            }}
            onKeyDown={(e) => {
              e.stopPropagation();
              openPickerOnEnter(e, () => input.current?.click());
            }}
          >
            {replace.isPending ? (
              <CircularProgress size={20} aria-label={`Replacing ${label}`} />
            ) : (
              <FileUploadOutlined />
            )}
          </IconButton>
        </span>
      </Tooltip>
      <ConfirmDialog
        open={confirming !== null}
        title={legalDocumentMessages.replaceActiveTitle}
        message={`${confirming?.name ?? ''} replaces the file of the active ${doc.legalDocumentTypeName}.`}
        onConfirm={() => {
          const file = confirming;
          setConfirming(null);
          if (file) send(file);
        }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
