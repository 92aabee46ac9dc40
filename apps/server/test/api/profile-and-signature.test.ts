import { randomBytes } from 'node:crypto';
import { dateFormats, Role, signatureLimits, signatureMessages } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSignatures, users } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';
import {
  decodeImage,
  drawImage,
  isPng,
  peakMemoryMb,
  pngBomb,
  signatureDrawing,
  solidImage,
  withJpegSize,
} from '../support/images.js';

let t: TestApp;
let company: { id: number };
let me: { id: number };
let colleague: { id: number };
let stranger: { id: number };
let myToken: string;
let colleagueToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await makeCompany(t.db, { name: 'Cimarron Royalty Trust' });
  const other = await makeCompany(t.db, { name: 'Red Mesa Energy Partners, LLC' });
  me = await makeUser(t.db, { memberships: { [company.id]: [Role.ReadOnly, Role.Signer] } });
  colleague = await makeUser(t.db, { memberships: { [company.id]: [Role.User] } });
  stranger = await makeUser(t.db, admin(other.id));
  myToken = await t.tokenFor(me.id);
  colleagueToken = await t.tokenFor(colleague.id);
  adminToken = await t.tokenFor((await makeUser(t.db, admin(company.id))).id);
});
afterAll(() => t.close());

const putProfile = (payload: Record<string, unknown>, token = myToken) =>
  t.call({ token }, { method: 'PUT', url: '/api/users/current/profile', payload });
const storedUser = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('PUT /users/current/profile', () => {
  it('changes one’s own name and title, which the session and the Users screen then show', async () => {
    const res = await t.call(
      { token: myToken, companyId: company.id },
      {
        method: 'PUT',
        url: '/api/users/current/profile',
        payload: { firstName: ' Dana ', lastName: 'Whitfield', title: 'Division Order Analyst' },
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: me.id,
      firstName: 'Dana',
      lastName: 'Whitfield',
      displayName: 'Dana Whitfield',
      title: 'Division Order Analyst',
      // With a Company-Id header the answer is the session in that company (ReadOnly and Signer).
      abilities: { workWithDocuments: false, signDocuments: true, administer: false },
    });
    const current = await t.call({ token: myToken }, { method: 'GET', url: '/api/users/current' });
    expect(current.json()).toMatchObject({ firstName: 'Dana', lastName: 'Whitfield', title: 'Division Order Analyst' });
    const asAdmin = await t.call(
      { token: adminToken, companyId: company.id },
      { method: 'GET', url: `/api/users/${me.id}` },
    );
    expect(asAdmin.json()).toMatchObject({ displayName: 'Dana Whitfield', title: 'Division Order Analyst' });
    // Only one's own row changes.
    expect(await storedUser(colleague.id)).toMatchObject({ firstName: 'Test', title: null });
  });

  it('takes a title of exactly 25 characters, and an empty one as none', async () => {
    const full = await putProfile({ firstName: 'Dana', lastName: 'Whitfield', title: 'T'.repeat(25) });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().title).toBe('T'.repeat(25));
    const cleared = await putProfile({ firstName: 'Dana', lastName: 'Whitfield', title: '' });
    expect(cleared.json().title).toBeNull();
  });

  it.each([
    ['a title over 25 characters', { title: 'T'.repeat(26) }, 'title: Must be at most 25 characters'],
    ['no first name', { firstName: undefined }, 'firstName: Required'],
    ['a blank last name', { lastName: '  ' }, 'lastName: Required'],
  ])('refuses %s with a message and changes nothing', async (_what, over, message) => {
    await putProfile({ firstName: 'Dana', lastName: 'Whitfield', title: 'Analyst' });
    const res = await putProfile({ firstName: 'Dee', lastName: 'Walker', title: 'Analyst', ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain(message);
    expect(await storedUser(me.id)).toMatchObject({ firstName: 'Dana', lastName: 'Whitfield', title: 'Analyst' });
  });

  it('needs a sign-in', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/current/profile',
      payload: { firstName: 'A', lastName: 'B' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('profile preferences', () => {
  const prefs = (token: string, payload?: Record<string, unknown>) =>
    t.call({ token }, { method: payload ? 'PUT' : 'GET', url: '/api/users/current/personalization', payload });

  it('keeps each of the date formats the profile offers, and the e-mail switch, for the user alone', async () => {
    for (const dateFormat of dateFormats) {
      const put = await prefs(myToken, { dateFormat });
      expect(put.statusCode, put.body).toBe(200);
      expect((await prefs(myToken)).json().dateFormat).toBe(dateFormat);
    }
    const off = await prefs(myToken, { receiveEmails: 'false' });
    expect(off.json()).toMatchObject({ receiveEmails: 'false', dateFormat: dateFormats.at(-1) });
    expect((await prefs(myToken)).json().receiveEmails).toBe('false');
    expect((await prefs(colleagueToken)).json()).toMatchObject({ receiveEmails: 'true', dateFormat: 'MM/dd/yyyy' });
    const on = await prefs(myToken, { receiveEmails: 'true' });
    expect(on.json().receiveEmails).toBe('true');
  });

  it('refuses a value that is not one of the choices', async () => {
    const res = await prefs(myToken, { receiveEmails: 'sometimes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toContain('receiveEmails must be "true" or "false"');
    expect((await prefs(myToken)).json().receiveEmails).toBe('true');
  });
});

const base64 = (bytes: Buffer) => bytes.toString('base64');
const saveSignature = (method: 'POST' | 'PUT', payload: Record<string, unknown>, token = myToken) =>
  t.call({ token }, { method, url: '/api/usersignatureimage', payload });
const getSignature = (userId: number, token = myToken) =>
  t.call({ token }, { method: 'GET', url: `/api/usersignatureimage/${userId}` });
const storedSignature = async (userId: number) =>
  (await t.db.select().from(userSignatures).where(eq(userSignatures.userId, userId)))[0]?.png ?? null;

describe('saved signature', () => {
  it('has none at first', async () => {
    const res = await getSignature(me.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId: me.id, signatureImageAsBase64: null });
  });

  it('stores a drawn PNG with the white made transparent and the ink kept', async () => {
    const res = await saveSignature('POST', {
      userId: me.id,
      signatureImageAsBase64: base64(await signatureDrawing(400, 120)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userId).toBe(me.id);
    const png = Buffer.from(res.json().signatureImageAsBase64, 'base64');
    expect(isPng(png)).toBe(true);
    const pixels = await decodeImage(png);
    expect([pixels.width, pixels.height]).toEqual([400, 120]);
    for (const [x, y] of [
      [0, 0],
      [5, 5],
      [399, 119],
      [200, 20],
    ] as const) {
      expect(pixels.at(x, y)[3]).toBe(0);
    }
    // The middle of the horizontal stroke is solid black ink.
    for (const x of [60, 200, 340]) expect(pixels.at(x, 60)).toEqual([0, 0, 0, 255]);

    expect((await storedSignature(me.id))!.equals(png)).toBe(true);
    const again = await getSignature(me.id);
    expect(again.json()).toEqual({ userId: me.id, signatureImageAsBase64: res.json().signatureImageAsBase64 });
  });

  it('replaces it with PUT, from a JPEG sent as a data URL (the canvas’s own format), without a userId', async () => {
    const jpeg = await signatureDrawing(300, 100, 'jpeg');
    const res = await saveSignature('PUT', { signatureImageAsBase64: `data:image/jpeg;base64,${base64(jpeg)}` });
    expect(res.statusCode, res.body).toBe(200);
    const pixels = await decodeImage(Buffer.from((await getSignature(me.id)).json().signatureImageAsBase64, 'base64'));
    expect([pixels.width, pixels.height]).toEqual([300, 100]);
    expect(pixels.at(2, 2)[3]).toBe(0);
    const [r, g, b, a] = pixels.at(150, 50);
    expect(Math.max(r, g, b)).toBeLessThan(40);
    expect(a).toBe(255);
  });

  it("does not show or change another user's signature: 404, as if there were none", async () => {
    const theirs = await saveSignature(
      'POST',
      { signatureImageAsBase64: base64(await signatureDrawing(200, 80)) },
      colleagueToken,
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    const colleagueSignature = await storedSignature(colleague.id);
    const mine = await storedSignature(me.id);

    for (const userId of [colleague.id, stranger.id]) {
      const read = await getSignature(userId);
      expect(read.statusCode).toBe(404);
      expect(read.json().error.message).toBe('The user was not found.');
      for (const method of ['POST', 'PUT'] as const) {
        const write = await saveSignature(method, {
          userId,
          signatureImageAsBase64: base64(await signatureDrawing(100, 40)),
        });
        expect(write.statusCode).toBe(404);
      }
    }
    expect((await storedSignature(colleague.id))!.equals(colleagueSignature!)).toBe(true);
    expect((await storedSignature(me.id))!.equals(mine!)).toBe(true);
    expect(await storedSignature(stranger.id)).toBeNull();
  });

  it('refuses what is not a PNG or JPEG image with the contract’s message', async () => {
    const gif = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';
    const brokenPng = (await signatureDrawing()).subarray(0, 60);
    for (const signatureImageAsBase64 of [base64(Buffer.from('%PDF-1.4 not a picture')), gif, base64(brokenPng)]) {
      const res = await saveSignature('POST', { signatureImageAsBase64 });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.message).toBe(signatureMessages.notImage);
    }
  });

  it('refuses an empty drawing: nothing sent, a white sheet, or a transparent one', async () => {
    const empty = await saveSignature('POST', { signatureImageAsBase64: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(signatureMessages.empty);
    const white = await solidImage(400, 120, '#ffffff');
    const transparent = await drawImage(400, 120, () => undefined);
    const paper = await solidImage(400, 120, '#f2f2f2', 'jpeg');
    for (const bytes of [white, transparent, paper]) {
      const res = await saveSignature('POST', { signatureImageAsBase64: base64(bytes) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(signatureMessages.empty);
    }
  });

  it('refuses an image over the size limits with the contract’s messages', async () => {
    for (const [w, h] of [
      [signatureLimits.maxWidth + 1, 100],
      [400, signatureLimits.maxHeight + 1],
    ] as const) {
      const res = await saveSignature('POST', { signatureImageAsBase64: base64(await signatureDrawing(w, h)) });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(signatureMessages.tooBig);
    }
    // Noise does not compress: a real PNG well over 256 KB, refused by the request's schema …
    const noisy = await drawImage(400, 300, (ctx) => {
      const data = ctx.createImageData(400, 300);
      data.data.set(randomBytes(data.data.length));
      ctx.putImageData(data, 0, 0);
    });
    expect(noisy.length).toBeGreaterThan(signatureLimits.maxBytes);
    const big = await saveSignature('POST', { signatureImageAsBase64: base64(noisy) });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toContain(signatureMessages.tooLarge);
    // … and one byte over, which still fits the schema's length (it allows for a data: prefix), by the service.
    const justOver = Buffer.concat([noisy.subarray(0, signatureLimits.maxBytes), Buffer.from([0])]);
    const over = await saveSignature('POST', { signatureImageAsBase64: base64(justOver) });
    expect(over.statusCode).toBe(413);
    expect(over.json().error.message).toBe(signatureMessages.tooLarge);
  });

  it('refuses a small file claiming enormous dimensions without decoding it', async () => {
    // 110 KB, well within the byte limit, but 900 million pixels: decoding it would hold ~1 GB.
    const bomb = await pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(signatureLimits.maxBytes);
    const before = peakMemoryMb();
    const res = await saveSignature('POST', { signatureImageAsBase64: base64(bomb) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(signatureMessages.tooBig);
    expect(peakMemoryMb() - before).toBeLessThan(300);
    const claimsHuge = withJpegSize(await signatureDrawing(300, 100, 'jpeg'), 60_000, 60_000);
    const jpeg = await saveSignature('POST', { signatureImageAsBase64: base64(claimsHuge) });
    expect(jpeg.statusCode).toBe(400);
    expect(jpeg.json().error.message).toBe(signatureMessages.tooBig);
  });

  it('keeps the saved signature through all the refusals', async () => {
    const pixels = await decodeImage((await storedSignature(me.id))!);
    expect([pixels.width, pixels.height]).toEqual([300, 100]);
  });

  it('needs a sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/usersignatureimage/${me.id}` });
    expect(res.statusCode).toBe(401);
  });
});
