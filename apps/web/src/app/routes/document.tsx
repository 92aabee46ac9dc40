import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DocumentBatchScreen } from '@/features/document/components/document-batch-screen';
import { DocumentScreen } from '@/features/document/components/document-screen';
import { useSession } from '@/features/session/hooks/use-session';
import { NotFoundRoute } from './not-found';

function useTypeNames() {
  const { documentTypes } = useSession();
  return useMemo(() => documentTypes.map((t) => t.name), [documentTypes]);
}

/** /documents/{id}: the Document screen. */
export function DocumentRoute() {
  const names = useTypeNames();
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundRoute />;
  return <DocumentScreen key={id} id={id} documentTypeNames={names} />;
}

/** /documents/batch/{batchName}: the documents of a batch, one after the other. */
export function DocumentBatchRoute() {
  const names = useTypeNames();
  const batchName = useParams().batchName ?? '';
  return <DocumentBatchScreen key={batchName} batchName={batchName} documentTypeNames={names} />;
}
