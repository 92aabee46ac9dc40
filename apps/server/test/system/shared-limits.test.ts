import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { SignInThrottle, type Attempt } from '../../src/plugins/oidc/sign-in-throttle.js';
import { createTestApp, type TestApp } from '../support/app.js';

/**
 * Rate limits and the sign-in throttle count in the database (lib/limit-counters.ts): two
 * processes on one database allow what one allows, and one started later (a restart) remembers.
 * On the PostgreSQL server (TEST_DATABASE_URL) the second process has a connection pool of its own.
 */

const registration = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/companyRegistration', payload: {}, remoteAddress: '198.51.100.7' });

describe('two processes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let bDatabase: DatabaseHandle | undefined;
  beforeAll(async () => {
    a = await createTestApp();
    if (a.databaseUrl) bDatabase = await openDatabase({ databaseUrl: a.databaseUrl, directUrl: a.databaseUrl });
    b = await createTestApp({}, { sharing: bDatabase ? { ...a, database: bDatabase, db: bDatabase.db } : a });
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  it('allow the registrations of one address that one process allows (10 an hour), and a restart forgets none', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await registration(i % 2 ? b : a)).statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10); // let through, refused for its empty body
    expect(statuses.slice(10)).toEqual([429, 429]);
    const restarted = await createTestApp({}, { sharing: a });
    try {
      expect((await registration(restarted)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
  });

  it('weigh no more password guesses on an account through both than through one', async () => {
    const settings = { freeFailures: 5, firstWaitMs: 1000, longestWaitMs: 15 * 60_000 };
    const throttles = [new SignInThrottle(settings, a.db), new SignInThrottle(settings, b.db)];
    const weighedThrough = async (n: number) => {
      let weighed = 0;
      for (let i = 0; i < 200; i++) {
        const throttle = throttles[i % n]!;
        const guess: Attempt = {
          email: `victim${n}@example.com`,
          address: `10.9.${i >> 8}.${i & 255}`,
          trustedDevice: false,
        };
        if ((await throttle.check(guess)).held) continue;
        await throttle.failed(guess);
        weighed++;
      }
      return weighed;
    };
    const throughOne = await weighedThrough(1);
    expect(throughOne).toBe(20); // the account's hour: 4 × the free failures
    expect(await weighedThrough(2)).toBe(throughOne);
  });
});
