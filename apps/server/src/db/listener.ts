import pg from 'pg';

/** Whether the database's notifications arrive, and if not, why (for /api/ready and the log). */
export interface NotificationsState {
  up: boolean;
  /** Why they do not arrive (while `up` is false). */
  reason?: string;
  /** Since when (ms since the epoch). */
  since: number;
}

export interface ListenerOptions {
  connectionString: string;
  /** How often the connection is asked for a round trip. */
  probeEveryMs?: number;
  /** How long a round trip, or opening the connection, may take before it counts as lost. */
  answerWithinMs?: number;
}

interface Subscriber {
  channel: string;
  onPayload: (payload: string) => void;
  onConnection?: (up: boolean) => void;
}

/*
 * A round trip every 2 s that must answer within 3 s: a silent connection (a peer or a network
 * path that died without a word, a firewall dropping an idle flow) is noticed within 5 s. TCP
 * keepalive alone takes the kernel's 2 h idle + 9 × 75 s unless tuned; a connection ended by the
 * server (`pg_terminate_backend`, a restart) is noticed at once, by its end. Measured in
 * test/system/notifications-channel.test.ts: a terminated connection noticed within 1 ms, a
 * silent one (a relay that stops forwarding) in 4.7 s, where caches used to serve a member blocked
 * meanwhile for up to their 60 s; the round trip costs one `select 1` every 2 s per process.
 */
const PROBE_EVERY_MS = 2_000;
/** The LISTEN session's `application_name`. */
export const LISTENER_NAME = 'docvue-listen';
const ANSWER_WITHIN_MS = 3_000;
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/**
 * The process's LISTEN connection to a PostgreSQL server: one session of its own (a pooled one
 * would be handed to queries), shared by every channel listened on. A connection that ends, errs
 * or stops answering the round trip is dropped at once; every subscriber hears that the channel is
 * down (notifications sent meanwhile are lost, which is why caches then keep nothing and push
 * clients are told to read again), and it is opened again after 1 s, doubling to 30 s, with LISTEN
 * issued again for every channel.
 */
export class ServerListener {
  private readonly subscribers = new Set<Subscriber>();
  private readonly watchers = new Set<(state: NotificationsState) => void>();
  private client: pg.Client | undefined;
  private stateNow: NotificationsState = { up: false, reason: 'not connected yet', since: Date.now() };
  private opening: Promise<void> | undefined;
  private retry: NodeJS.Timeout | undefined;
  private probe: NodeJS.Timeout | undefined;
  private delay = RETRY_FIRST_MS;
  private closed = false;
  private readonly probeEveryMs: number;
  private readonly answerWithinMs: number;

  constructor(private readonly opts: ListenerOptions) {
    this.probeEveryMs = opts.probeEveryMs ?? PROBE_EVERY_MS;
    this.answerWithinMs = opts.answerWithinMs ?? ANSWER_WITHIN_MS;
  }

  get state(): NotificationsState {
    return this.stateNow;
  }

  /** Hears every change of the state; the result stops it. */
  watch(onChange: (state: NotificationsState) => void): () => void {
    this.watchers.add(onChange);
    return () => this.watchers.delete(onChange);
  }

  /**
   * Listens on `channel`. The first call opens the connection and fails if it cannot; later ones
   * resolve at once while the channel is down, and are listened on when it is back.
   */
  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnection?: (up: boolean) => void,
  ): Promise<() => Promise<void>> {
    const subscriber: Subscriber = { channel, onPayload, onConnection };
    const known = [...this.subscribers].some((s) => s.channel === channel);
    this.subscribers.add(subscriber);
    try {
      if (!this.client && !this.opening && !this.retry) await this.open(true);
      else if (this.opening) await this.opening;
      else if (this.stateNow.up && !known) await this.client!.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      this.subscribers.delete(subscriber);
      throw err;
    }
    if (this.stateNow.up) onConnection?.(true);
    return async () => {
      if (!this.subscribers.delete(subscriber)) return;
      onConnection?.(false);
      const still = [...this.subscribers].some((s) => s.channel === channel);
      if (!still && this.stateNow.up) {
        await this.client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    clearInterval(this.probe);
    const client = this.client;
    this.client = undefined;
    if (this.stateNow.up) this.setState({ up: false, reason: 'closed', since: Date.now() });
    await client?.end().catch(() => undefined);
  }

  private setState(state: NotificationsState): void {
    const changed = state.up !== this.stateNow.up;
    this.stateNow = state;
    if (changed) for (const s of [...this.subscribers]) s.onConnection?.(state.up);
    for (const w of [...this.watchers]) w(state);
  }

  private open(first: boolean): Promise<void> {
    this.retry = undefined;
    this.opening = this.connect(first).finally(() => {
      this.opening = undefined;
    });
    return this.opening;
  }

  private async connect(first: boolean): Promise<void> {
    const c = new pg.Client({
      connectionString: this.opts.connectionString,
      // Named, so that an operator finds it in pg_stat_activity.
      application_name: LISTENER_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: this.answerWithinMs,
    });
    c.on('notification', (n) => {
      if (n.payload === undefined) return;
      for (const s of [...this.subscribers]) if (s.channel === n.channel) s.onPayload(n.payload);
    });
    c.on('error', (err) => this.lost(c, err.message));
    c.on('end', () => this.lost(c, 'the connection ended'));
    this.client = c;
    try {
      await c.connect();
      // Channels added while this ran are listened on in the next turn.
      const listened = new Set<string>();
      for (;;) {
        const channels = [...new Set([...this.subscribers].map((s) => s.channel))].filter((ch) => !listened.has(ch));
        if (channels.length === 0) break;
        await this.answered(c, channels.map((ch) => `listen ${pg.escapeIdentifier(ch)};`).join(' '));
        for (const ch of channels) listened.add(ch);
      }
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (first) {
        // The caller hears the failure; nothing is retried behind its back.
        clearTimeout(this.retry);
        this.retry = undefined;
        this.client = undefined;
        destroy(c);
        throw err;
      }
      this.lost(c, reason);
      return;
    }
    if (this.client !== c || this.closed) {
      destroy(c);
      return;
    }
    this.delay = RETRY_FIRST_MS;
    this.probe = setInterval(() => void this.roundTrip(c), this.probeEveryMs);
    this.probe.unref();
    this.setState({ up: true, since: Date.now() });
  }

  private probing = false;

  private async roundTrip(c: pg.Client): Promise<void> {
    if (this.probing || this.client !== c) return;
    this.probing = true;
    try {
      await this.answered(c, 'select 1');
    } catch (err) {
      this.lost(c, err instanceof Error ? err.message : String(err));
    } finally {
      this.probing = false;
    }
  }

  /** `text`'s answer, or a failure once `answerWithinMs` has passed without one. */
  private answered(c: pg.Client, text: string): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      c.query(text),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no answer from the database within ${this.answerWithinMs} ms`)),
          this.answerWithinMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));
  }

  private lost(c: pg.Client, reason: string): void {
    if (this.closed || this.client !== c) return;
    this.client = undefined;
    clearInterval(this.probe);
    destroy(c);
    if (this.stateNow.up || this.stateNow.reason !== reason) this.setState({ up: false, reason, since: Date.now() });
    this.retry = setTimeout(() => void this.open(false), this.delay);
    this.retry.unref();
    this.delay = Math.min(this.delay * 2, RETRY_MAX_MS);
  }
}

/**
 * Ends a connection without waiting for the server: `end()` sends Terminate and waits for the
 * socket to close, which a silent peer never does.
 */
function destroy(c: pg.Client): void {
  const stream = (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
  stream?.destroy();
  void c.end().catch(() => undefined);
}
