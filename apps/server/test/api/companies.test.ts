import { PartyType, Role, UserType } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, invitations } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';

let t: TestApp;
let vendor: { id: number };
let purchaser: { id: number };
let stranger: { id: number };
let cloud: { id: number };
let token: string;

const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6300010000050001a5f645400000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Vendor Co', partyTypeIds: [PartyType.Vendor] });
  purchaser = await makeCompany(t.db, {
    name: 'Purchaser Co',
    partyTypeIds: [PartyType.Purchaser, PartyType.Operator],
  });
  stranger = await makeCompany(t.db, { name: 'Stranger Co' });
  cloud = await makeCompany(t.db, { name: 'Cloud Co', isCloud: true, url: 'https://cloud.example' });
  const user = await makeUser(t.db, { memberships: { [vendor.id]: [Role.Administrator], [cloud.id]: [Role.User] } });
  token = await t.tokenFor(user.id);
  await makeParty(t.db, vendor.id, {
    partyTypeId: PartyType.Purchaser,
    name: 'Purchaser Co',
    connectedCompanyId: purchaser.id,
  });
  for (const c of [vendor, purchaser, stranger]) {
    await t.db.update(companies).set({ logoPng: png }).where(eq(companies.id, c.id));
  }
});
afterAll(() => t.close());

describe('GET /company/allCompanies', () => {
  it("lists the user's own companies only, cloud companies with their host", async () => {
    const res = await t.call({ token }, { method: 'GET', url: '/api/company/allCompanies' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: cloud.id, name: 'Cloud Co', url: 'https://cloud.example', isCloud: true, onBoardingProcessPending: false },
      { id: vendor.id, name: 'Vendor Co', url: null, isCloud: false, onBoardingProcessPending: false },
    ]);
  });

  it('lists every company for a global user', async () => {
    const support = await makeUser(t.db, { userType: UserType.Global });
    const res = await t.call(
      { token: await t.tokenFor(support.id) },
      { method: 'GET', url: '/api/company/allCompanies' },
    );
    expect(res.json()).toHaveLength(4);
  });

  it('is matched case-insensitively, as the spec writes paths in several cases', async () => {
    const res = await t.call({ token }, { method: 'GET', url: '/api/Company/AllCompanies' });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /party/partyTypesByCompanyId/{id}', () => {
  it("returns the selected company's party types", async () => {
    const user = await makeUser(t.db, admin(purchaser.id));
    const res = await t.call(
      { token: await t.tokenFor(user.id), companyId: purchaser.id },
      { method: 'GET', url: `/api/party/partyTypesByCompanyId/${purchaser.id}` },
    );
    expect(res.json()).toEqual([
      { id: 3, name: 'Operator' },
      { id: 5, name: 'Purchaser' },
    ]);
  });

  it("answers 404 for another company's party types", async () => {
    const res = await t.call(
      { token, companyId: vendor.id },
      { method: 'GET', url: `/api/party/partyTypesByCompanyId/${purchaser.id}` },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('logos', () => {
  it("serves the selected company's logo as PNG with nosniff", async () => {
    const res = await t.call({ token, companyId: vendor.id }, { method: 'GET', url: '/api/logo' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it("serves a trading partner's logo but not a stranger's, and a missing logo looks the same as a hidden one", async () => {
    const partner = await t.call({ token, companyId: vendor.id }, { method: 'GET', url: `/api/logo/${purchaser.id}` });
    expect(partner.statusCode).toBe(200);
    const hidden = await t.call({ token, companyId: vendor.id }, { method: 'GET', url: `/api/logo/${stranger.id}` });
    expect(hidden.statusCode).toBe(404);
    // A partner without a logo looks the same as a company the caller may not see.
    await t.db.update(companies).set({ logoPng: null }).where(eq(companies.id, purchaser.id));
    try {
      const none = await t.call({ token, companyId: vendor.id }, { method: 'GET', url: `/api/logo/${purchaser.id}` });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual(hidden.json());
    } finally {
      await t.db.update(companies).set({ logoPng: png }).where(eq(companies.id, purchaser.id));
    }
    // The caller's own company without one is no error: nothing for the browser to log on every load.
    const own = await t.call({ token, companyId: cloud.id }, { method: 'GET', url: '/api/logo' });
    expect(own.statusCode).toBe(204);
    expect(own.body).toBe('');
  });

  it("serves the logo of a company whose invitation waits in the caller's list, and no longer once it is answered", async () => {
    const inviter = await makeCompany(t.db, { name: 'Inviter Co', partyTypeIds: [PartyType.Operator] });
    await t.db.update(companies).set({ logoPng: png }).where(eq(companies.id, inviter.id));
    const logo = () => t.call({ token, companyId: vendor.id }, { method: 'GET', url: `/api/logo/${inviter.id}` });
    // An invitation to another company does not introduce the inviter to the caller.
    await t.db.insert(invitations).values({
      kind: 'connect',
      senderCompanyId: inviter.id,
      partyTypeId: PartyType.Vendor,
      receiverCompanyId: purchaser.id,
    });
    expect((await logo()).statusCode).toBe(404);

    const [invitation] = await t.db
      .insert(invitations)
      .values({
        kind: 'connect',
        senderCompanyId: inviter.id,
        partyTypeId: PartyType.Vendor,
        receiverCompanyId: vendor.id,
      })
      .returning();
    const shown = await logo();
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(png)).toBe(true);

    await t.db.update(invitations).set({ status: 'rejected' }).where(eq(invitations.id, invitation!.id));
    expect((await logo()).statusCode).toBe(404);
  });
});
