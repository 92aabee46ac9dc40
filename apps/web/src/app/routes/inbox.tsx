import { InboxPage } from '@/features/inbox/components/inbox-page';

/** /inbox: the searchable inbox. */
export function InboxRoute() {
  return <InboxPage />;
}
