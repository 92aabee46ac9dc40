import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import { useSession } from '@/features/session/hooks/use-session';

/** /documentlist/{documentTypeId}: named after the company's document type. */
export function DocumentListRoute() {
  const { documentTypes } = useSession();
  const id = Number(useParams().documentTypeId);
  const type = documentTypes.find((t) => t.id === id);
  return <PlaceholderPage title={type?.pluralName ?? 'Documents'} />;
}
