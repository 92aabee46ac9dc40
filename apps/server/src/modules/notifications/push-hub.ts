import type { PushResync } from '@docvue/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { IDENTITY_CHANNEL } from '../../identity/membership-cache.js';
import { pushMessageOf } from './presenter.js';
import { idsOfPayload, PUSH_CHANNEL } from './push-channel.js';
import { rowsForRecipients } from './repository.js';

/** An open push channel of one user, signed in to one company. */
export interface PushClient {
  userId: number;
  companyId: number;
  send(text: string): void;
  /** Checks again that the user may still have this channel, closing it if not. */
  recheck(): void;
}

/**
 * The push channels open on this process. Every process listens on the database channel; when
 * notifications are committed (by any process), each one pushes those whose recipients have a
 * channel open here. A user gets their notifications of every company they belong to; the client
 * counts those of the company it shows.
 */
export class PushHub {
  private readonly clients = new Map<number, Set<PushClient>>();
  private readonly stopListening: (() => Promise<void>)[] = [];

  constructor(
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async start(database: Pick<DatabaseHandle, 'listen'>): Promise<void> {
    this.stopListening.push(
      await database.listen(
        PUSH_CHANNEL,
        (payload) => {
          this.deliver(idsOfPayload(payload)).catch((err: unknown) =>
            this.log.warn({ err }, 'push: could not deliver notifications'),
          );
        },
        (up) => this.channelChanged(up),
      ),
    );
    // A user blocked, removed, signed out by a new password or e-mail, by any process: their
    // channels are checked at once rather than at the next heartbeat.
    this.stopListening.push(await database.listen(IDENTITY_CHANNEL, (payload) => this.identityChanged(payload)));
  }

  async stop(): Promise<void> {
    await Promise.all(this.stopListening.splice(0).map((stop) => stop()));
  }

  /**
   * The database channel went down or came back. Whatever was announced meanwhile is lost: once
   * back, every client is told to read its notifications again (`resync`) and every channel's
   * membership is checked again (a block announced meanwhile was not heard).
   */
  channelChanged(up: boolean): void {
    if (!up) {
      this.wasDown = true;
      return;
    }
    if (!this.wasDown) return;
    this.wasDown = false;
    const text = JSON.stringify({ type: 'resync' } satisfies PushResync);
    for (const set of this.clients.values()) for (const client of set) client.send(text);
    this.identityChanged('*');
  }

  private wasDown = false;

  /** The database announced a change of a user ('*': of companies, which may concern anyone). */
  identityChanged(payload: string): void {
    const users = payload === '*' ? [...this.clients.keys()] : [Number(payload)];
    for (const userId of users) for (const client of this.clients.get(userId) ?? []) client.recheck();
  }

  add(client: PushClient): void {
    const set = this.clients.get(client.userId) ?? new Set();
    set.add(client);
    this.clients.set(client.userId, set);
  }

  remove(client: PushClient): void {
    const set = this.clients.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.clients.delete(client.userId);
  }

  /** How many channels are open here (health and tests). */
  get size(): number {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  async deliver(ids: number[]): Promise<void> {
    const rows = await rowsForRecipients(this.db, ids, [...this.clients.keys()]);
    for (const row of rows) {
      const text = JSON.stringify(pushMessageOf(row));
      for (const client of this.clients.get(row.userId) ?? []) client.send(text);
    }
  }
}
