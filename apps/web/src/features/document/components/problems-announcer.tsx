import { VisuallyHidden } from '@/components/visually-hidden';
import { useDocumentScreen } from '../hooks/document-context';

/** Says what stopped a Send, to screen readers, as it happens (the marks are on the fields themselves). */
export function ProblemsAnnouncer() {
  const { draft } = useDocumentScreen();
  return (
    <VisuallyHidden>
      <span role="alert" key={draft.problems?.at ?? 0}>
        {draft.problems?.text ?? ''}
      </span>
    </VisuallyHidden>
  );
}
