import { Writable } from 'node:stream';
import { DocumentTemplate, Role, type DeclaredRoute, type IdKind } from '@docvue/contracts';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { companies, users } from '../../src/db/schema/index.js';
import { seedDemoNetwork } from '../../src/seed/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeUser } from '../support/factories.js';
import { companyFixture, type Fixture, type IdValue } from '../support/route-calls.js';

/**
 * What the fuzz runs against: the real app on a real database with the demo network seeded,
 * two demo administrators of different companies as callers, and a company unrelated to both
 * ("Zephyrine") whose objects' ids are in every id the fuzz sends: none of its data may ever
 * show in an answer.
 */
export interface Caller {
  label: string;
  token: string;
  userId: number;
  companyId: number;
}

export interface FuzzWorld {
  t: TestApp;
  callers: Caller[];
  stranger: Fixture;
  /** Ids of a kind: the stranger's, the demo network's (small ids belong to every company), never a caller's own user. */
  idsOf(kind: IdKind): fc.Arbitrary<IdValue>;
  /** Tokens of enough signed-in users that a per-user rate limit does not stop the fuzz of a route early. */
  tokensFor(route: DeclaredRoute, runs: number): Promise<string[]>;
  /** What the server logged of a request that failed on its side, by request id: a finding names its cause. */
  serverErrorOf(requestId: string): string | undefined;
  close(): Promise<void>;
}

/** What distinguishes the stranger's data in any answer. */
export const STRANGER_MARKER = /zephyrine/i;

const silent = { info: () => {}, warn: () => {} };
const callerEmails = ['admin@permianservices.example', 'admin@redmesaenergy.example'];

export async function openFuzzWorld(): Promise<FuzzWorld> {
  // The server's own errors, the newest 200: a 5xx found by a run of several minutes must say why.
  const serverErrors = new Map<string, string>();
  const logStream = new Writable({
    write(line: Buffer, _enc, done) {
      const entry = JSON.parse(line.toString()) as { reqId?: string; err?: { message?: string; stack?: string } };
      if (entry.reqId && entry.err) {
        serverErrors.set(entry.reqId, `${entry.err.message} ${entry.err.stack?.split('\n')[1]?.trim() ?? ''}`);
        if (serverErrors.size > 200) serverErrors.delete(serverErrors.keys().next().value!);
      }
      done();
    },
  });
  const t = await createTestApp({}, { logStream, logLevel: 'error' });
  await seedDemoNetwork(t.db, { log: silent, dataDir: t.config.dataDir });
  const stranger = await companyFixture(t, 'Zephyrine');
  await t.app.jobs.idle();

  const people = await t.db.select().from(users).where(inArray(users.emailAddress, callerEmails));
  const [permian, redmesa] = await Promise.all(
    ['Permian Basin Oilfield Services LLC', 'Red Mesa Energy Partners'].map(async (name) => {
      const [row] = await t.db.select({ id: companies.id }).from(companies).where(eq(companies.legalName, name));
      return row!.id;
    }),
  );
  const companyOf = [permian!, redmesa!];
  const callers: Caller[] = await Promise.all(
    callerEmails.map(async (email, i) => {
      const user = people.find((p) => p.emailAddress === email)!;
      return {
        label: email,
        token: await t.tokenFor(user.id, { expiresIn: '6h' }),
        userId: user.id,
        companyId: companyOf[i]!,
      };
    }),
  );
  const callerIds = new Set(callers.map((c) => c.userId));

  const smallId = fc.integer({ min: 1, max: 60 });
  const templates = Object.values(DocumentTemplate) as number[];
  const idsOf = (kind: IdKind): fc.Arbitrary<IdValue> => {
    const theirs = stranger.ids[kind];
    if (kind === 'documentTemplate') return fc.constantFrom(...templates);
    // A caller deleting, blocking or demoting itself would end the fuzz of every later route.
    const mine = kind === 'user' || kind === 'externalUser' ? smallId.filter((n) => !callerIds.has(n)) : smallId;
    const any = fc.oneof(fc.constantFrom(...theirs), mine);
    return kind === 'externalUser' ? any.map(String) : any;
  };

  const extraUsers: string[] = [];
  return {
    t,
    callers,
    stranger,
    idsOf,
    async tokensFor(route, runs) {
      const perUser = route.rateLimits?.filter((l) => l.per === 'user') ?? [];
      if (perUser.length === 0) return [];
      const needed = Math.ceil(runs / Math.min(...perUser.map((l) => l.max))) + 1;
      while (extraUsers.length < needed) {
        const user = await makeUser(t.db, { memberships: { [permian!]: [Role.User] } });
        extraUsers.push(await t.tokenFor(user.id, { expiresIn: '6h' }));
      }
      return extraUsers.slice(0, needed);
    },
    serverErrorOf: (requestId) => serverErrors.get(requestId),
    close: () => t.close(),
  };
}
