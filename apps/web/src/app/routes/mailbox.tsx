import { MailboxPage } from '@/features/mailbox/components/mailbox-page';
import { useClientConfig } from '@/lib/client-config';
import { NotFoundRoute } from './not-found';

/** /mailbox: the mails kept for the user, only where the server keeps them (no mail relay). */
export function MailboxRoute() {
  return useClientConfig().devMailbox ? <MailboxPage /> : <NotFoundRoute />;
}
