import { PlaceholderPage } from '@/components/placeholder-page';

export function InboxRoute() {
  return <PlaceholderPage title="Inbox" />;
}
