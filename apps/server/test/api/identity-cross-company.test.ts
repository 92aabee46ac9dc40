import {
  declaredRoutes,
  DocumentTemplate,
  ErrorCode,
  paramNamesOf,
  PartyType,
  Role,
  UserType,
  type DeclaredRoute,
  type IdField,
  type IdKind,
} from '@docvue/contracts';
import { asc, eq, gt, inArray, lte, max, or } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  companies,
  invitations,
  membershipBlocks,
  notifications,
  outboxEmails,
  parties,
  passwordResetTokens,
  userRoles,
  users,
  userSignatures,
} from '../../src/db/schema/index.js';
import { seedDemoNetwork } from '../../src/seed/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { requestsFor, type Fixture, type IdValue, type RouteRequest } from '../support/route-calls.js';

/**
 * SECURITY: generated from the route declarations. Every route about people, keys, invitations and
 * memberships is called by the administrator of a company registered a moment before through the
 * public sign-up, against the demo network's people, keys and invitations: each call naming them
 * must be refused exactly as for one that does not exist, an address of theirs must be answered as
 * a new one, an invitation's link must not let the stranger in, and afterwards the demo companies'
 * people, names, roles, keys, invitations, parties, connections, links and mail are byte for byte
 * what they were. A new route of that kind the suite does not know how to call fails it.
 */

let t: TestApp;
const silent = { info: () => {}, warn: () => {} };
let stranger: { companyId: number; userId: number; as: { token: string; companyId: number }; own: Fixture };
/** The demo network's objects of each kind a route about people can name. */
const victims: Partial<Record<IdKind, IdValue[]>> = {};
let victimToken: string;
const demoEmails: string[] = [];
let demoCompanyIds: number[] = [];
let demoUserIds: number[] = [];
let lastMailBefore = 0;

const identityKinds = new Set<IdKind>(['user', 'apiKey', 'invitation', 'externalUser']);
const peopleTags = new Set(['users', 'invitations', 'registration', 'signatures']);

/** Routes about people, keys, invitations and memberships: the ones this suite must call. */
const peopleRoutes = () =>
  declaredRoutes.filter(
    (r) =>
      Object.values(r.ids ?? {}).some((k) => identityKinds.has(k)) ||
      paramNamesOf(r.path).includes('token') ||
      r.tags.some((tag) => peopleTags.has(tag)),
  );

/**
 * Routes of that kind that name nobody else: the caller's own session, preferences, profile and
 * signature, a lookup, the public reset (answered the same for every address) and the client
 * config. The stranger still calls each; the state check below covers them.
 */
const aboutTheCallerOnly: Record<string, string> = {
  getCurrentUser: 'the caller’s own session',
  listRoles: 'the names of the roles',
  getPersonalization: 'the caller’s own preferences',
  updatePersonalization: 'the caller’s own preferences',
  recordWelcomeDisplayed: 'the caller’s own flag',
  updateProfile: 'the caller’s own name',
  listCompanyUsers: 'the caller’s company’s people',
  listPendingInvitations: 'the invitations to the caller’s company',
  listJoinRequests: 'the requests to the caller',
  requestPasswordReset: 'public, answered the same for every address (rate limited)',
  logClientException: 'a report of the caller’s browser',
  linkSignIn: 'links the caller’s own sign-in (the rule is tried against a real issuer in external-sign-in.test.ts)',
};

/** Routes of that kind tried by a test of their own below. */
const triedOnItsOwn: Record<string, string> = {
  registerCompany: 'a sign-up with another party’s invitation link',
};

/** Ids nothing has, the control each refusal must equal. */
const nonexistent = (kind: IdKind): IdValue => (kind === 'externalUser' ? 'no-such-subject' : 2_000_000_000);

async function snapshot() {
  const rows = {
    users: await t.db.select().from(users).where(inArray(users.id, demoUserIds)).orderBy(asc(users.id)),
    roles: await t.db
      .select()
      .from(userRoles)
      .where(inArray(userRoles.companyId, demoCompanyIds))
      .orderBy(asc(userRoles.companyId), asc(userRoles.userId), asc(userRoles.roleId)),
    blocks: await t.db.select().from(membershipBlocks).where(inArray(membershipBlocks.companyId, demoCompanyIds)),
    keys: await t.db.select().from(apiKeys).where(inArray(apiKeys.userId, demoUserIds)).orderBy(asc(apiKeys.id)),
    invitations: await t.db
      .select()
      .from(invitations)
      .where(
        or(
          inArray(invitations.senderCompanyId, demoCompanyIds),
          inArray(invitations.receiverCompanyId, demoCompanyIds),
        ),
      )
      .orderBy(asc(invitations.id)),
    parties: await t.db
      .select()
      .from(parties)
      .where(inArray(parties.companyId, demoCompanyIds))
      .orderBy(asc(parties.id)),
    links: await t.db
      .select()
      .from(passwordResetTokens)
      .where(inArray(passwordResetTokens.userId, demoUserIds))
      .orderBy(asc(passwordResetTokens.tokenHash)),
    signatures: await t.db.select().from(userSignatures).where(inArray(userSignatures.userId, demoUserIds)),
    notifications: await t.db.$count(notifications, inArray(notifications.companyId, demoCompanyIds)),
    // The mail written before the stranger came (what it writes itself is checked apart).
    mails: await t.db
      .select()
      .from(outboxEmails)
      .where(lte(outboxEmails.id, lastMailBefore))
      .orderBy(asc(outboxEmails.id)),
    companies: await t.db
      .select()
      .from(companies)
      .where(inArray(companies.id, demoCompanyIds))
      .orderBy(asc(companies.id)),
  };
  return JSON.stringify(rows, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('base64') : v));
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoNetwork(t.db, { log: silent, dataDir: t.config.dataDir });
  demoCompanyIds = (await t.db.select({ id: companies.id }).from(companies)).map((c) => c.id);
  const people = await t.db.select().from(users);
  demoUserIds = people.map((u) => u.id);
  demoEmails.push(...people.map((u) => u.emailAddress));
  const idOf = (email: string) => people.find((u) => u.emailAddress === email)!.id;
  const companyOf = async (name: string) =>
    (await t.db.select({ id: companies.id }).from(companies).where(eq(companies.legalName, name)))[0]!.id;
  const redMesa = await companyOf('Red Mesa Energy Partners');
  const permian = await companyOf('Permian Basin Oilfield Services LLC');
  const redMesaAs = { token: await t.tokenFor(idOf('admin@redmesaenergy.example')), companyId: redMesa };
  const permianAs = { token: await t.tokenFor(idOf('admin@permianservices.example')), companyId: permian };

  // Red Mesa's ERP key; an invitation Red Mesa received; one Permian e-mailed to a partner off the network.
  const key = await t.call(redMesaAs, {
    method: 'POST',
    url: `/api/users/${idOf('erp@redmesaenergy.example')}/apikeys`,
  });
  expect(key.statusCode, key.body).toBe(201);
  const [received] = await t.db
    .insert(invitations)
    .values({ kind: 'connect', senderCompanyId: permian, receiverCompanyId: redMesa, partyTypeId: PartyType.Purchaser })
    .returning({ id: invitations.id });
  const units = await t.call(permianAs, { method: 'GET', url: '/api/companyorgunit?isActive=true' });
  const invited = await t.call(permianAs, {
    method: 'POST',
    url: '/api/party',
    payload: {
      partyTypeId: PartyType.Purchaser,
      name: 'Quillon Gathering',
      number: 'QG-1',
      taxIdentifier: '75-3330001',
      emailsAsString: 'ap@quillon.example',
      companyOrgUnitIds: [units.json().items[0].id],
      inviteToNetwork: true,
    },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const link = await t.call(permianAs, { method: 'GET', url: `/api/party/${invited.json().id}/invitelink` });
  victimToken = /\/register\/([\w-]+)$/.exec(link.json().url)![1]!;
  const [sent] = await t.db.select().from(invitations).where(eq(invitations.senderPartyId, invited.json().id));
  await t.app.jobs.idle();

  victims.user = [
    'admin@redmesaenergy.example',
    'ap@redmesaenergy.example',
    'erp@redmesaenergy.example',
    'morgan.ellis@ellisaccounting.example',
    'support@docvue.example',
    'signer@cimarrontrust.example',
  ].map(idOf);
  victims.apiKey = [key.json().id];
  victims.invitation = [received!.id, sent!.id];
  victims.externalUser = [String(idOf('admin@redmesaenergy.example'))];
  victims.company = [redMesa, permian];
  victims.party = [invited.json().id];

  // The stranger: a company registered a moment before, its administrator's password set from the welcome mail.
  const registered = await t.app.inject({
    method: 'POST',
    url: '/api/companyRegistration',
    remoteAddress: '10.33.0.1',
    payload: {
      legalName: 'Stranger Minerals LLC',
      addressLineOne: '1 Nowhere Rd',
      city: 'Austin',
      state: 'TX',
      zipCode: '73301',
      taxNumber: '99-1230987',
      userFirstName: 'Sly',
      userLastName: 'Stranger',
      userEmail: 'sly@stranger.example',
      partyTypeIds: [PartyType.Vendor, PartyType.Purchaser],
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
  await t.app.jobs.idle();
  const [welcome] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, 'sly@stranger.example'));
  const welcomePath = /\/oidc\/welcome\/[\w-]+/.exec(welcome!.textBody)![0];
  const set = await t.app.inject({
    method: 'POST',
    url: welcomePath,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'password=Stranger%21Danger1&confirm=Stranger%21Danger1',
  });
  expect(set.statusCode).toBe(200);
  const [sly] = await t.db.select().from(users).where(eq(users.emailAddress, 'sly@stranger.example'));
  const as = { token: await t.tokenFor(sly!.id), companyId: registered.json().id as number };
  const [ownUnit] = (await t.call(as, { method: 'GET', url: '/api/companyorgunit?isActive=true' })).json().items;
  const ownParty = await t.call(as, {
    method: 'POST',
    url: '/api/party',
    payload: {
      partyTypeId: PartyType.Purchaser,
      name: 'Stranger Buyer',
      number: 'SB-1',
      taxIdentifier: '75-0000777',
      emailsAsString: 'buyer@strangerbuyer.example',
      companyOrgUnitIds: [ownUnit.id],
    },
  });
  expect(ownParty.statusCode, ownParty.body).toBe(201);
  const ownIds: Record<IdKind, IdValue[]> = {
    document: [nonexistent('document')],
    attachment: [nonexistent('attachment')],
    historyEntry: [nonexistent('historyEntry')],
    party: [ownParty.json().id],
    user: [sly!.id],
    apiKey: [nonexistent('apiKey')],
    externalUser: [String(sly!.id)],
    company: [registered.json().id],
    invitation: [nonexistent('invitation')],
    orgUnit: [ownUnit.id],
    addressSet: [nonexistent('addressSet')],
    legalDocument: [nonexistent('legalDocument')],
    notification: [nonexistent('notification')],
    documentType: [nonexistent('documentType')],
    documentTemplate: [DocumentTemplate.ArInvoice],
    metadataDefinition: [nonexistent('metadataDefinition')],
    webhookEndpoint: [nonexistent('webhookEndpoint')],
    statementRun: [nonexistent('statementRun')],
    lineItemColumn: [nonexistent('lineItemColumn')],
    job: [nonexistent('job')],
  };
  stranger = {
    companyId: registered.json().id,
    userId: sly!.id,
    as,
    own: { ids: ownIds, batchName: 'none' } as unknown as Fixture,
  };
  const [newest] = await t.db.select({ id: max(outboxEmails.id) }).from(outboxEmails);
  lastMailBefore = newest?.id ?? 0;
}, 180_000);
afterAll(() => t.close());

const shapeOf = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.body });
const call = (r: RouteRequest) => t.call(stranger.as, r);

/** Every id field of a route that names a person, key, invitation, company or party of the demo network. */
function idProbes(route: DeclaredRoute) {
  return (Object.entries(route.ids ?? {}) as [IdField, IdKind][]).flatMap(([field, kind]) =>
    (victims[kind] ?? []).map((value) => ({ field, kind, value })),
  );
}

describe('a stranger’s company, against the demo network’s people, keys and invitations', () => {
  it('knows how to call every route about people, keys, invitations and memberships', () => {
    for (const route of peopleRoutes()) {
      const covered =
        route.name in aboutTheCallerOnly ||
        route.name in triedOnItsOwn ||
        idProbes(route).length > 0 ||
        paramNamesOf(route.path).includes('token') ||
        route.name in byAddress;
      expect(covered, `say how ${route.name} is to be tried against another company's people`).toBe(true);
    }
  });

  it('is refused every person, key, invitation and company it names, as if they did not exist', async () => {
    const before = await snapshot();
    let tried = 0;
    for (const route of peopleRoutes()) {
      if ((route.access ?? 'company') === 'public') continue;
      for (const { field, kind, value } of idProbes(route)) {
        const requests = requestsFor(route, stranger.own, { field, value });
        const controls = requestsFor(route, stranger.own, { field, value: nonexistent(kind) });
        for (const [i, request] of requests.entries()) {
          const what = `${route.name} with the demo network's ${field}=${value}`;
          const res = await call(request);
          expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, what).toBeLessThan(500);
          expect(shapeOf(res), `${what}: answers differently than for one that does not exist`).toEqual(
            shapeOf(await call(controls[i]!)),
          );
          tried++;
        }
      }
    }
    expect(tried).toBeGreaterThan(40);
    expect(await snapshot()).toBe(before);
  }, 180_000);

  it('cannot redeem another party’s invitation with its link, by taking it in or by signing up', async () => {
    const before = await snapshot();
    for (const route of peopleRoutes().filter((r) => paramNamesOf(r.path).includes('token'))) {
      if ((route.access ?? 'company') === 'public') continue;
      const [request] = requestsFor(route, stranger.own);
      const res = await call({ ...request!, url: request!.url.replace('not-a-real-token', victimToken) });
      expect(res.statusCode, `${route.name}: ${res.body}`).toBe(403);
      expect(res.json().error.code).toBe(ErrorCode.InvitationNotForYou);
    }
    const onboard = await call({
      method: 'POST',
      url: `/api/invitation/onboard/${victims.invitation![1]}`,
      payload: { token: victimToken },
    });
    expect(onboard.statusCode, onboard.body).toBe(403);
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/companyRegistration',
      remoteAddress: '10.33.0.2',
      payload: {
        legalName: 'Quillon Lookalike LLC',
        addressLineOne: '1 Nowhere Rd',
        city: 'Austin',
        state: 'TX',
        zipCode: '73301',
        taxNumber: '99-4445556',
        userFirstName: 'Sly',
        userLastName: 'Again',
        userEmail: 'sly.again@stranger.example',
        partyTypeIds: [],
        invitationToken: victimToken,
      },
    });
    expect(signUp.statusCode, signUp.body).toBe(403);
    expect(await t.db.$count(companies, eq(companies.legalName, 'Quillon Lookalike LLC'))).toBe(0);
    expect(await snapshot()).toBe(before);
  });

  it('adds the demo network’s addresses as new ones, learns nothing of them, and changes nothing of theirs', async () => {
    const before = await snapshot();
    for (const [name, attempts] of Object.entries(byAddress)) {
      for (const attempt of attempts) {
        const [theirs, fresh] = await Promise.all([call(attempt.theirs()), call(attempt.fresh())]);
        expect(theirs.statusCode, `${name} ${theirs.body}`).toBe(fresh.statusCode);
        expect(attempt.comparable(theirs), name).toEqual(attempt.comparable(fresh));
      }
    }
    expect(await snapshot()).toBe(before);
    // No mail went to a person of the demo network.
    const newMail = await t.db.select().from(outboxEmails).where(gt(outboxEmails.id, lastMailBefore));
    expect(newMail.filter((m) => demoEmails.includes(m.toAddress))).toEqual([]);
  });

  it('calls the routes about itself without touching anyone else', async () => {
    const before = await snapshot();
    for (const route of peopleRoutes().filter((r) => r.name in aboutTheCallerOnly)) {
      if ((route.access ?? 'company') === 'public') continue;
      const [request] = requestsFor(route, stranger.own);
      const res = await call(request!);
      expect(res.statusCode, `${route.name}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      // Its own list holds the addresses it typed itself; nothing else may name the demo network.
      if (route.name !== 'listCompanyUsers') {
        expect(res.body).not.toMatch(/redmesaenergy|permianservices|cimarrontrust|docvue\.example/);
      }
    }
    expect(await snapshot()).toBe(before);
    // The stranger's own list shows only what it typed of anyone it asked.
    const list = await call({ method: 'GET', url: '/api/users/exchange' });
    const asked = (list.json() as { invitationPending: boolean; firstName: string; lastName: string }[]).filter(
      (u) => u.invitationPending,
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const u of asked) expect([u.firstName, u.lastName]).toEqual(['Typed', 'Name']);
  });
});

/**
 * Routes that take a person by address: the demo network's addresses must be answered as new
 * ones. `comparable` is the answer without what differs by address (the id and the address typed).
 */
type AddressAttempt = {
  theirs: () => RouteRequest;
  fresh: () => RouteRequest;
  comparable: (res: LightMyRequestResponse) => unknown;
};
let n = 0;
const addUser = (email: string, extra: Record<string, unknown> = {}): RouteRequest => ({
  method: 'POST',
  url: '/api/users',
  payload: { emailAddress: email, firstName: 'Typed', lastName: 'Name', mainRole: Role.Administrator, ...extra },
});
const withoutIds = (res: LightMyRequestResponse) => {
  if (res.statusCode >= 300) return res.json();
  const { id: _id, emailAddress: _e, userRoles, ...rest } = res.json();
  return { ...rest, userRoles: (userRoles as { roleId: number }[]).map((r) => r.roleId) };
};
const ownAddress = (email: string): RouteRequest => ({
  method: 'POST',
  url: '/api/users/current/emailaddress',
  payload: { emailAddress: email },
});
/** The answer without the address it names. */
const withoutAddress = (res: LightMyRequestResponse) => ({
  status: res.statusCode,
  body: res.body.replace(/[\w.+-]+@[\w.-]+/g, '<address>'),
});
const byAddress: Record<string, AddressAttempt[]> = {
  requestEmailChange: ['admin@redmesaenergy.example', 'support@docvue.example'].map((email) => ({
    theirs: () => ownAddress(email),
    fresh: () => ownAddress(`fresh${++n}@nowhere.example`),
    comparable: withoutAddress,
  })),
  createUser: [
    'admin@redmesaenergy.example',
    'billing@permianservices.example',
    'morgan.ellis@ellisaccounting.example',
    'support@docvue.example',
    'erp@redmesaenergy.example',
  ].flatMap((email) => [
    {
      theirs: () => addUser(email.toUpperCase()),
      fresh: () => addUser(`fresh${++n}@nowhere.example`),
      comparable: withoutIds,
    },
    {
      theirs: () => addUser(email, { userType: UserType.ApiKey, mainRole: Role.User }),
      fresh: () => addUser(`fresh${++n}@nowhere.example`, { userType: UserType.ApiKey, mainRole: Role.User }),
      comparable: withoutIds,
    },
  ]),
};
