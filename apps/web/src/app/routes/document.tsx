import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DocumentBatchScreen } from '@/features/document/components/document-batch-screen';
import { DocumentScreen } from '@/features/document/components/document-screen';
import { useSession } from '@/features/session/hooks/use-session';
import { NotFoundRoute } from './not-found';

/** The company's document type names, and who is looking (for signing). */
function useScreenSettings() {
  const { documentTypes, user } = useSession();
  const names = useMemo(() => documentTypes.map((t) => t.name), [documentTypes]);
  const viewer = useMemo(() => ({ userId: user.id }), [user.id]);
  return { names, viewer };
}

/** /documents/{id}: the Document screen. */
export function DocumentRoute() {
  const { names, viewer } = useScreenSettings();
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundRoute />;
  return <DocumentScreen key={id} id={id} documentTypeNames={names} viewer={viewer} />;
}

/** /documents/batch/{batchName}: the documents of a batch, one after the other. */
export function DocumentBatchRoute() {
  const { names, viewer } = useScreenSettings();
  const batchName = useParams().batchName ?? '';
  return <DocumentBatchScreen key={batchName} batchName={batchName} documentTypeNames={names} viewer={viewer} />;
}
