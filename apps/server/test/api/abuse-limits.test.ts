import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientExceptions, outboxEmails } from '../../src/db/schema/index.js';
import { MAX_KEPT_REPORTS, trimReports } from '../../src/modules/client-exceptions/trim-reports.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';

/*
 * Issue #19's findings, each as a test that failed before: reset requests flooded a mailbox;
 * the public exception logger stored 100 KB per request without limit, attributed to whatever
 * company the caller claimed.
 */

let t: TestApp;
let ownCompany: number;
let otherCompany: number;
let token: string;
let email: string;

beforeAll(async () => {
  t = await createTestApp();
  ownCompany = (await makeCompany(t.db)).id;
  otherCompany = (await makeCompany(t.db)).id;
  const user = await makeUser(t.db, { ...admin(ownCompany), email: 'ops@abuse.example' });
  email = user.emailAddress;
  token = await t.tokenFor(user.id);
});
afterAll(() => t.close());

/** Each test speaks from its own client address, so one test's count is not another's. */
const from = (address: string) => ({ remoteAddress: address });

describe('password reset', () => {
  it('sends one address at most five links an hour, however many are asked for', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 41; i++) {
      // Spread over addresses: the limit is the mailbox's, not only the asker's.
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/resetpassword?email=${encodeURIComponent(i % 2 ? email.toUpperCase() : ` ${email}`)}`,
        ...from(`198.51.100.${i}`),
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5).every((s) => s === 429)).toBe(true);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/users/resetpassword?email=${encodeURIComponent(email)}`,
      ...from('198.51.100.200'),
    });
    expect(refused.json().error.code).toBe('too_many_requests');
    await t.app.jobs.idle();
    const mails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    expect(mails.length).toBeLessThanOrEqual(5);
  });

  it('lets one address ask for at most twenty links in fifteen minutes, for any e-mails', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/users/resetpassword?email=someone${i}@elsewhere.example`,
        ...from('203.0.113.77'),
      });
      answers.push(res.statusCode);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(20);
    expect(answers[20]).toBe(429);
  });
});

describe('the exception loggers', () => {
  const report = (size: number) => ({
    message: 'm'.repeat(size),
    stackTrace: 's'.repeat(size),
    type: 't'.repeat(size),
    cause: 'c'.repeat(size),
    url: 'u'.repeat(size),
  });

  it('keep a few KB of a report, not what was sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/authenticationexceptionlogger/exception',
      payload: report(20_000),
      ...from('192.0.2.10'),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(clientExceptions).orderBy(desc(clientExceptions.id)).limit(1);
    const kept = [row!.message, row!.stackTrace, row!.type, row!.cause, row!.url].join('').length;
    expect(kept).toBeLessThanOrEqual(8 * 1024);
    expect(row!.stackTrace).toHaveLength(4000);
  });

  it('refuse a flood from one address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authenticationexceptionlogger/exception',
        payload: { message: `flood ${i}` },
        ...from('192.0.2.20'),
      });
      answers.push(res.statusCode);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(30);
    expect(answers.slice(30).every((s) => s === 429)).toBe(true);
  });

  it('attribute a report to a company only when the caller is its member, checked as every call’s', async () => {
    const send = (companyId: number) =>
      t.call(
        { token, companyId },
        {
          method: 'POST',
          url: '/api/clientexceptionlogger/exception',
          payload: { message: `about company ${companyId}` },
          ...from('192.0.2.30'),
        },
      );
    expect((await send(ownCompany)).statusCode).toBe(200);
    // Another company named is refused like any call naming it; the report is not kept under it.
    expect((await send(otherCompany)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/authenticationexceptionlogger/exception',
      headers: { 'company-id': String(ownCompany) },
      payload: { message: 'claims a company without signing in' },
      ...from('192.0.2.31'),
    });
    expect(anonymous.statusCode).toBe(200);
    const rows = await t.db.select().from(clientExceptions).orderBy(desc(clientExceptions.id)).limit(2);
    expect(rows.map((r) => [r.message, r.companyId]).reverse()).toEqual([
      [`about company ${ownCompany}`, ownCompany],
      ['claims a company without signing in', null],
    ]);
  });

  it(`keep the newest ${MAX_KEPT_REPORTS} reports`, async () => {
    const rows = Array.from({ length: MAX_KEPT_REPORTS + 50 }, (_, i) => ({ kind: 'client', message: `old ${i}` }));
    for (let i = 0; i < rows.length; i += 5000) await t.db.insert(clientExceptions).values(rows.slice(i, i + 5000));
    await trimReports(t.db);
    const kept = await t.db.$count(clientExceptions);
    expect(kept).toBe(MAX_KEPT_REPORTS);
  });
});
