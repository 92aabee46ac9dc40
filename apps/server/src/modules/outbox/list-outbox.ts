import type { OutboxResponse } from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../lib/mailer.js';
import { outboxPage } from './repository.js';

/** A page of the network's outbox, each mail with the Message-ID it is sent with and the relay's queue id. */
export async function listOutbox(
  db: Database,
  mailer: Pick<Mailer, 'messageIdOf'>,
  query: { page: number; pageSize: number; undelivered: boolean },
): Promise<OutboxResponse> {
  const page = await outboxPage(db, query);
  return {
    ...page,
    items: page.items.map(({ messageKey, ...mail }) => ({ ...mail, messageId: mailer.messageIdOf(messageKey) })),
  };
}
