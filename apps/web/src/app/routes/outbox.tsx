import { OutboxPage } from '@/features/outbox/components/outbox-page';
import { useSession } from '@/features/session/hooks/use-session';
import { NotFoundRoute } from './not-found';

/** /outbox: the network's mail, for the platform operator only ('Page Not found' for anyone else). */
export function OutboxRoute() {
  return useSession().user.isGlobalUser ? <OutboxPage /> : <NotFoundRoute />;
}
