import { PushClose, pushMessage, pushResync, type PushMessage, type PushSubscription } from '@docvue/contracts';
import { ApiError } from '@/lib/api-client';
import { retryDelay } from './backoff';

/** What the connection uses of a WebSocket (the browser's, or a fake in tests). */
export interface PushSocket {
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(code?: number, reason?: string): void;
}

export type PushSocketClass = new (url: string) => PushSocket;

export interface PushConnectionOptions {
  /** Asks for the channel's address, with a fresh token. */
  subscribe: (signal: AbortSignal) => Promise<PushSubscription>;
  onMessage: (data: PushMessage['data']) => void;
  /**
   * The server accepted the channel; `reconnected` when pushes may have been missed before it: it
   * is not the first one opened, or the server said `resync` on the open channel.
   */
  onReady?: (reconnected: boolean) => void;
  WebSocket: PushSocketClass;
  /** Jitter of the retry delays (Math.random). */
  random?: () => number;
}

/** A request the server refused for good (the session ended, the company is no longer the user's). */
const isRefused = (err: unknown) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 408 && err.status !== 429;

const parse = (text: unknown): unknown => {
  try {
    return typeof text === 'string' ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Keeps the push channel open until the returned function is called. Every connection asks for
 * a new address first (its token lives a minute). An unexpected close, or a failed request,
 * retries after 1 s doubling to 30 s with jitter; the delay starts over once the server says
 * `ready`. Close code 4401 (the token was refused) subscribes again once at once; a second one,
 * or 4403 (no longer a member), stops: the next sign-in or company opens a new channel.
 */
export function openPushConnection({
  subscribe,
  onMessage,
  onReady,
  WebSocket,
  random = Math.random,
}: PushConnectionOptions): () => void {
  let stopped = false;
  let socket: PushSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const aborter = new AbortController();
  /** Failed attempts since the channel was last ready. */
  let failures = 0;
  let badTokenRetried = false;
  let opened = 0;

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    aborter.abort();
    const open = socket;
    socket = null;
    open?.close(1000, 'Closed by the client.');
  };

  const retryLater = () => {
    timer = setTimeout(() => void connect(), retryDelay(failures, random));
    failures += 1;
  };

  const listen = (ws: PushSocket) => {
    ws.onmessage = (event) => {
      const data = parse(event.data);
      if ((data as { type?: unknown } | undefined)?.type === 'ready') {
        failures = 0;
        badTokenRetried = false;
        onReady?.(opened > 1);
        return;
      }
      if (pushResync.safeParse(data).success) return onReady?.(true);
      const message = pushMessage.safeParse(data);
      if (message.success) onMessage(message.data.data);
    };
    ws.onclose = (event) => {
      if (stopped || socket !== ws) return;
      socket = null;
      if (event.code === PushClose.NotMember) return stop();
      if (event.code === PushClose.BadToken) {
        if (badTokenRetried) return stop();
        badTokenRetried = true;
        return void connect();
      }
      retryLater();
    };
  };

  async function connect() {
    let subscription: PushSubscription;
    try {
      subscription = await subscribe(aborter.signal);
    } catch (err) {
      if (stopped) return;
      return isRefused(err) ? stop() : retryLater();
    }
    if (stopped) return;
    try {
      socket = new WebSocket(subscription.url);
    } catch {
      // An address the browser will not open (mixed content, a bad URL): the next one may do.
      return retryLater();
    }
    opened += 1;
    listen(socket);
  }

  void connect();
  return stop;
}
