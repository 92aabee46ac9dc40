import { declaredRoutes, ErrorCode, paramNamesOf, Role, type IdField, type IdKind } from '@docvue/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  documentAttachments,
  documents,
  membershipBlocks,
  parties,
  userRoles,
  users,
  webhookDeliveries,
  webhookEndpoints,
} from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import {
  companyFixture,
  needsInput,
  otherParams,
  requestsFor,
  samples,
  type Fixture,
  type IdValue,
} from '../support/route-calls.js';

/**
 * SECURITY: generated from the route declarations. Every route a signed-in caller can reach is
 * called by an administrator of another company, once for every id it takes (and every sample
 * that names it), with that id naming the owner's ("Zephyrine") object of the declared kind and
 * every other id naming the caller's own. Two callers: an unrelated company, and the owner's
 * trading partner, which sees what was sent to it but none of the owner's drafts, address book,
 * users or settings. Each call must answer exactly as for an object that does not exist (so an
 * answer never tells that it exists), and the unrelated company's answers carry no byte of the
 * owner's data. A declared route the suite cannot call fails it.
 */

let t: TestApp;
let owner: Fixture;
let partner: Fixture;
let outsider: Fixture;

/** What distinguishes the owner's data in any answer: names, numbers, file names, e-mails. */
const MARKER = /zephyrine/i;

/** Kinds whose ids are the same for every company (network templates): nothing to hide. */
const sharedKinds = new Set<IdKind>(['documentTemplate']);

/** An id nothing has: what the owner's ids must be indistinguishable from. */
const nonexistent = (kind: IdKind): IdValue => (kind === 'externalUser' ? 'no-such-subject' : 2_000_000_000);

/**
 * Routes whose answer for an object the caller may not reach is not a 404: whether a document is
 * available says `false`; an invitation is looked up by its link's token and answers the spec's
 * 400 'Invitation not found'. Either way the answer is the one for an id nothing has.
 */
const answersInsteadOf404: Record<string, { status: number; body: unknown }> = {
  isDocumentAvailable: { status: 200, body: { available: false } },
  onboardInvitation: {
    status: 400,
    body: { error: { message: 'Invitation not found', code: ErrorCode.InvitationNotFound } },
  },
};

/**
 * Own calls that are not answered 200 for a company's administrator: the outbox, the jobs and the
 * check of every history are the platform operator's (declared `platformOnly`: 404 to anyone else); the fixture's party is connected, so no invitation
 * link waits; the fixture's documents are invoices, which carry no owner statement data.
 */
const ownCallsNotAnsweredOk: Record<string, number> = {
  ...Object.fromEntries(declaredRoutes.filter((r) => r.platformOnly !== undefined).map((r) => [r.name, 404])),
  getInvitationLink: 400,
  getOwnerStatementData: 404,
};

const callable = () => declaredRoutes.filter((r) => (r.access ?? 'company') !== 'public');

/** Every (route, id field, owner's object) a caller may not reach. */
function probes(skip: (kind: IdKind, value: IdValue) => boolean) {
  return callable().flatMap((route) =>
    (Object.entries(route.ids ?? {}) as [IdField, IdKind][])
      .filter(([, kind]) => !sharedKinds.has(kind))
      .flatMap(([field, kind]) =>
        owner.ids[kind].filter((value) => !skip(kind, value)).map((value) => ({ route, field, kind, value })),
      ),
  );
}

/** The answer without what differs from call to call. */
const shapeOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.body });

function expectNoLeak(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(MARKER.test(res.body), `${what} answered with the owner's data: ${res.body.slice(0, 300)}`).toBe(false);
  for (const value of Object.values(res.headers)) expect(MARKER.test(String(value)), `${what} header`).toBe(false);
}

/** Calls every probe as `caller`: refused, and answered exactly as for an id nothing has. */
async function expectRefused(caller: Fixture, all: ReturnType<typeof probes>, noLeak: boolean) {
  for (const { route, field, kind, value } of all) {
    const requests = requestsFor(route, caller, { field, value });
    const unknown = requestsFor(route, caller, { field, value: nonexistent(kind) });
    for (const [i, request] of requests.entries()) {
      const what = `${route.name} (sample ${i + 1}) with the owner's ${field}=${value}`;
      const res = await t.call(caller.caller, request);
      const instead = answersInsteadOf404[route.name];
      if (instead) expect({ status: res.statusCode, body: res.json() }, what).toEqual(instead);
      else {
        expect([403, 404], `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`).toContain(res.statusCode);
        expect([ErrorCode.NotFound, ErrorCode.Forbidden], what).toContain(res.json().error.code);
      }
      const control = await t.call(caller.caller, unknown[i]!);
      expect(shapeOf(res), `${what}: answers differently than for an id that does not exist`).toEqual(shapeOf(control));
      if (noLeak) expectNoLeak(res, what);
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  partner = await companyFixture(t, 'Partner');
  owner = await companyFixture(t, 'Zephyrine', partner.company);
  outsider = await companyFixture(t, 'Outsider');
}, 180_000);
afterAll(() => t.close());

describe('another company’s data, through every declared route', () => {
  it('knows how to call every route a signed-in caller can reach', () => {
    for (const route of callable()) {
      if (needsInput(route)) expect(samples[route.name], `add a sample call for ${route.name}`).toBeDefined();
      for (const name of paramNamesOf(route.path)) {
        expect(route.ids?.[`params.${name}`] ?? otherParams[name], `${route.name}: params.${name}`).toBeDefined();
      }
    }
  });

  it("an unrelated company naming the owner's objects is answered as for objects that do not exist, and learns nothing", async () => {
    const all = probes(() => false);
    // Every kind of object a route can name is probed at least once.
    expect(new Set(all.map((p) => p.kind))).toEqual(
      new Set(Object.keys(owner.ids).filter((k) => !sharedKinds.has(k as IdKind))),
    );
    await expectRefused(outsider, all, true);
  }, 180_000);

  it('the trading partner reaches what was sent or shared with it, and none of the owner’s drafts, book, users or settings', async () => {
    const sent = owner.ids.document[1]!;
    // The partner sees the sent document and, as a trading partner, the owner's name and logo.
    // It also reads the certificate the owner shares with it (and nothing else of the owner's).
    const shared = owner.sharedLegalDocumentId;
    const all = probes(
      (kind, value) =>
        kind === 'company' || (kind === 'document' && value === sent) || (kind === 'legalDocument' && value === shared),
    );
    await expectRefused(partner, all, false);
    const open = await t.call(partner.caller, { method: 'GET', url: `/api/documents/${sent}` });
    expect(open.statusCode).toBe(200);
    const certificate = await t.call(partner.caller, { method: 'GET', url: `/api/legaldocuments/${shared}/download` });
    expect(certificate.statusCode).toBe(200);
  }, 180_000);

  it('answers the outsider’s own calls (lists, search, its own objects) without any of the owner’s data', async () => {
    for (const route of callable()) {
      if (route.method !== 'GET' && route.name !== 'searchDocuments') continue;
      const [request] = requestsFor(route, outsider);
      const res = await t.call(outsider.caller, request!);
      // The outsider's own objects are there: a 404 here would make the probes above prove nothing.
      const expected = ownCallsNotAnsweredOk[route.name] ?? 200;
      if (expected === 200) expect(res.statusCode, `${route.name}: ${res.body.slice(0, 200)}`).toBeLessThan(300);
      else expect(res.statusCode, `${route.name}: ${res.body.slice(0, 200)}`).toBe(expected);
      expectNoLeak(res, route.name);
    }
  }, 60_000);

  it("left the owner's objects as they were", async () => {
    const ownerDocs = await t.db.select().from(documents).where(eq(documents.senderCompanyId, owner.company.id));
    // The draft is still Pending; the sent one was opened by the partner (Received), by nobody else.
    expect(ownerDocs.map((d) => [d.deletedAt, d.routeStatusId])).toEqual([
      [null, 8],
      [null, 2],
    ]);
    const [attachment] = await t.db
      .select()
      .from(documentAttachments)
      .where(eq(documentAttachments.id, owner.attachmentId));
    expect(attachment!.deletedAt).toBeNull();
    const keys = await t.db.select().from(apiKeys).where(eq(apiKeys.userId, owner.apiUserId));
    expect(keys.map((k) => k.revokedAt)).toEqual([null]);
    // Its members keep their roles, names and e-mails, unblocked.
    const [adminId, apiId] = owner.ids.user as number[];
    const members = await t.db
      .select({ userId: userRoles.userId, roleId: userRoles.roleId })
      .from(userRoles)
      .where(eq(userRoles.companyId, owner.company.id));
    expect(members.sort((a, b) => a.userId - b.userId)).toEqual([
      { userId: adminId, roleId: Role.Administrator },
      { userId: apiId, roleId: Role.User },
    ]);
    expect(await t.db.$count(membershipBlocks, eq(membershipBlocks.companyId, owner.company.id))).toBe(0);
    const people = await t.db
      .select({ email: users.emailAddress, firstName: users.firstName, active: users.isActive, blocked: users.blocked })
      .from(users)
      .where(inArray(users.id, [adminId!, apiId!]))
      .orderBy(users.id);
    expect(people).toEqual([
      { email: 'owner@zephyrine.example', firstName: 'Test', active: true, blocked: false },
      { email: 'erp@zephyrine.example', firstName: 'Test', active: true, blocked: false },
    ]);
    const ownerParties = await t.db.select().from(parties).where(eq(parties.companyId, owner.company.id));
    expect(ownerParties.map((p) => [p.name, p.isInviteSent, p.suggestedCompanyId])).toEqual([
      ['Zephyrine Purchasing', false, null],
    ]);
    // Its webhook endpoint: still there, active, with its secret, and no test event sent by anyone else.
    const hooks = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, owner.company.id));
    expect(hooks.map((h) => [h.url, h.status])).toEqual([['http://127.0.0.1:9/zephyrine-erp', 'active']]);
    const tests = and(eq(webhookDeliveries.endpointId, hooks[0]!.id), eq(webhookDeliveries.eventType, 'webhook.test'));
    expect(await t.db.$count(webhookDeliveries, tests)).toBe(0);
  });
});
