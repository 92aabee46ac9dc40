import { Writable } from 'node:stream';
import { createServer, connect as tcpConnect, type AddressInfo, type Server, type Socket } from 'node:net';
import { Role } from '@docvue/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { LISTENER_NAME } from '../../src/db/listener.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeUser } from '../support/factories.js';

/*
 * The connection that hears the database's notifications (docs/design.md §2 "push"; the caches
 * of lib/announced-cache.ts) can die loudly (the server ends it) or silently (a network path that
 * drops everything, a peer gone without a word). Either way the process must notice within
 * seconds, keep nothing it could not hear changes of, say so on /api/ready, come back, and tell
 * push clients to read again. Needs a PostgreSQL server: an embedded database's channel is in the
 * process and cannot die.
 */
const template = inject('dbTemplate');
const onServer = template.kind === 'postgres';

/** A TCP relay to the PostgreSQL server that can stop forwarding while keeping its sockets open. */
async function startRelay(target: { host: string; port: number }) {
  let silent = false;
  const pairs = new Set<[Socket, Socket]>();
  const server: Server = createServer((inbound) => {
    const outbound = tcpConnect(target.port, target.host);
    const pair: [Socket, Socket] = [inbound, outbound];
    pairs.add(pair);
    inbound.on('data', (chunk) => silent || outbound.write(chunk));
    outbound.on('data', (chunk) => silent || inbound.write(chunk));
    const end = () => {
      pairs.delete(pair);
      inbound.destroy();
      outbound.destroy();
    };
    inbound.on('close', end).on('error', end);
    outbound.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    /** Nothing passes any more, either way; no socket is closed. */
    silence: () => {
      silent = true;
    },
    /** Forwards again; the connections that lost bytes meanwhile are cut (they are broken). */
    resume: () => {
      silent = false;
      for (const [a, b] of [...pairs]) {
        a.destroy();
        b.destroy();
      }
    },
    close: async () => {
      for (const [a, b] of [...pairs]) {
        a.destroy();
        b.destroy();
      }
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Log lines of the app, parsed. */
function logSink() {
  const lines: { level: number; msg: string; reason?: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as (typeof lines)[0]);
      done();
    },
  });
  return { lines, stream };
}

async function serverQuery(url: string, text: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(text, values)).rows as Record<string, unknown>[];
  } finally {
    await c.end();
  }
}

/** The PostgreSQL backends of this database's LISTEN session. */
const listenerPids = async (url: string) =>
  (
    await serverQuery(
      url,
      'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
      [LISTENER_NAME],
    )
  ).map((r) => Number(r.pid));

async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return Date.now() - started;
}

async function member(t: TestApp) {
  const company = await makeCompany(t.db, { name: `Channel Test ${Math.random()}` });
  const user = await makeUser(t.db, { memberships: { [company.id]: [Role.User] } });
  const as = { token: await t.tokenFor(user.id), companyId: company.id };
  const work = () => t.call(as, { method: 'GET', url: '/api/companyorgunit' });
  return { user, company, as, work };
}

async function pushClient(t: TestApp, as: { token: string; companyId: number }) {
  const sub = await t.call(as, { method: 'GET', url: '/api/notifications/subscribe' });
  expect(sub.statusCode, sub.body).toBe(200);
  const port = (t.app.server.address() as AddressInfo).port;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/push${new URL(sub.json<{ url: string }>().url).search}`);
  const messages: { type: string }[] = [];
  socket.on('message', (m) => messages.push(JSON.parse(String(m)) as { type: string }));
  await until(() => messages.some((m) => m.type === 'ready'), 5000);
  return { socket, messages };
}

const ready = async (t: TestApp) => (await t.call(undefined, { method: 'GET', url: '/api/ready' })).statusCode;

describe.skipIf(!onServer)('the LISTEN connection ended by the server', () => {
  let t: TestApp;
  const log = logSink();

  beforeAll(async () => {
    t = await createTestApp({}, { logStream: log.stream, countStatements: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is noticed at once, caches dropped and push clients told to read again once it is back', async () => {
    const m = await member(t);
    const readsUser = async () => {
      const res = await m.work();
      expect(res.statusCode).toBe(200);
      return t.statementsOf(res).some((q) => q.includes('from "users"'));
    };
    // Known, from the membership cache, once the announcements of the member's making have come.
    await until(async () => !(await readsUser()), 3000);
    const push = await pushClient(t, m.as);
    expect(await ready(t)).toBe(200);
    const [pid] = await listenerPids(t.databaseUrl!);
    expect(pid).toBeDefined();

    await serverQuery(t.databaseUrl!, 'select pg_terminate_backend($1)', [pid]);
    const noticedMs = await until(() => !t.database.notifications().up, 2000);
    expect(noticedMs).toBeLessThan(1000);
    console.info(`terminated LISTEN session noticed after ${noticedMs} ms`);
    expect(await readsUser()).toBe(true); // dropped, and nothing kept while down
    expect(await readsUser()).toBe(true);
    expect((await t.call(undefined, { method: 'GET', url: '/api/ready' })).json()).toMatchObject({
      error: { message: expect.stringMatching(/notifications are not arriving/) as unknown },
    });
    expect((await t.call(undefined, { method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(log.lines.some((l) => l.msg.startsWith('database notifications lost'))).toBe(true);

    // Back after the first retry (1 s), on a new session, and ready again.
    await until(async () => (await ready(t)) === 200, 5000);
    const [again] = await listenerPids(t.databaseUrl!);
    expect(again).not.toBe(pid);
    await until(() => push.messages.some((msg) => msg.type === 'resync'), 2000);
    expect(log.lines.some((l) => l.msg.startsWith('database notifications back'))).toBe(true);

    await until(async () => !(await readsUser()), 3000); // kept again
    // Announcements arrive again: a block made outside this process refuses the member here.
    expect((await m.work()).statusCode).toBe(200);
    await serverQuery(t.databaseUrl!, 'update users set blocked = true where id = $1', [m.user.id]);
    await until(async () => (await m.work()).statusCode !== 200, 3000);
    push.socket.close();
  });
});

describe.skipIf(!onServer)('the LISTEN connection gone silent', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof startRelay>>;

  beforeAll(async () => {
    const server = new URL(template.kind === 'postgres' ? template.serverUrl : 'postgres://x');
    relay = await startRelay({ host: server.hostname, port: Number(server.port || 5432) });
    t = await createTestApp(
      {},
      {
        countStatements: true,
        database: {
          directUrl: (url) => {
            const through = new URL(url);
            through.hostname = '127.0.0.1';
            through.port = String(relay.port);
            return through.toString();
          },
        },
      },
    );
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
  });

  it('is noticed within seconds, and a member blocked meanwhile is not served from memory', async () => {
    const m = await member(t);
    // Known: served from the membership cache (no read of the users table).
    await until(async () => {
      const res = await m.work();
      expect(res.statusCode).toBe(200);
      return !t.statementsOf(res).some((q) => q.includes('from "users"'));
    }, 3000);
    const push = await pushClient(t, m.as);

    relay.silence();
    const silencedAt = Date.now();
    // Blocked on the server: its announcement cannot pass the relay.
    await serverQuery(t.databaseUrl!, 'update users set blocked = true where id = $1', [m.user.id]);
    const noticedMs = await until(async () => (await ready(t)) === 503, 8000);
    // The default round trip (every 2 s, answered within 3 s): noticed within 5 s (measured 4.7 s),
    // with room for a busy machine's timers.
    const silentMs = Date.now() - silencedAt;
    console.info(`silent LISTEN session noticed after ${silentMs} ms (${noticedMs} ms of polling /api/ready)`);
    expect(silentMs).toBeLessThan(7000);
    expect((await m.work()).statusCode).not.toBe(200);

    relay.resume();
    // Retries after 1 s, 2 s, 4 s … each given 3 s: back within a few seconds of the path healing.
    await until(async () => (await ready(t)) === 200, 15_000);
    await until(() => push.messages.some((msg) => msg.type === 'resync'), 2000);
    expect((await m.work()).statusCode).not.toBe(200);
    push.socket.close();
  }, 40_000);
});
