import { Navigate, useLocation, useParams } from 'react-router';
import { DocumentList } from '@/features/document-list/components/document-list';
import { useSession } from '@/features/session/hooks/use-session';
import { NotFoundRoute } from './not-found';

/**
 * /documentlist/{documentTypeId}: the list of one of the company's document types, named by
 * its template id (93 for AR invoices) as the dashboard and the Document screen link to it.
 */
export function DocumentListRoute() {
  const { documentTypes, user } = useSession();
  const id = Number(useParams().documentTypeId);
  const { search } = useLocation();
  const type = documentTypes.find((t) => t.documentTypeTemplateId === id);
  if (!type) {
    // Addresses saved with the company's own id of the type still lead to its list.
    const byOwnId = documentTypes.find((t) => t.id === id);
    if (byOwnId) return <Navigate replace to={`/documentlist/${byOwnId.documentTypeTemplateId}${search}`} />;
    return <NotFoundRoute />;
  }
  // The session says what the user may do in the company; the server enforces the same.
  return <DocumentList key={type.id} documentType={type} canSend={user.abilities.workWithDocuments} userId={user.id} />;
}
