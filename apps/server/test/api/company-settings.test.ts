import { limits, PartyType, Role } from '@docvue/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { multipart } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser, readOnly } from '../support/factories.js';
import {
  decodeImage,
  isPng,
  peakMemoryMb,
  pngBomb,
  pngHeaderOnly,
  solidImage,
  withJpegSize,
} from '../support/images.js';

let t: TestApp;
let vendor: { id: number };
let partner: { id: number };
let stranger: { id: number };
let vendorAdmin: { id: number };
let partnerAdmin: { id: number };
let vendorAs: { token: string; companyId: number };
let readerAs: { token: string; companyId: number };
let clerkAs: { token: string; companyId: number };
let partnerAs: { token: string; companyId: number };
let strangerAs: { token: string; companyId: number };

beforeAll(async () => {
  t = await createTestApp();
  vendor = await makeCompany(t.db, { name: 'Permian Basin Oilfield Services LLC', partyTypeIds: [PartyType.Vendor] });
  partner = await makeCompany(t.db, { name: 'Red Mesa Energy Partners, LLC', partyTypeIds: [PartyType.Purchaser] });
  stranger = await makeCompany(t.db, { name: 'Cimarron Royalty Trust', partyTypeIds: [PartyType.Owner] });
  // The vendor trades with Red Mesa: its address book has Red Mesa connected.
  await makeParty(t.db, vendor.id, {
    name: 'Red Mesa AP',
    partyTypeId: PartyType.Purchaser,
    connectedCompanyId: partner.id,
  });
  vendorAdmin = await makeUser(t.db, admin(vendor.id));
  partnerAdmin = await makeUser(t.db, admin(partner.id));
  const strangerAdmin = await makeUser(t.db, admin(stranger.id));
  vendorAs = { token: await t.tokenFor(vendorAdmin.id), companyId: vendor.id };
  readerAs = { token: await t.tokenFor((await makeUser(t.db, readOnly(vendor.id))).id), companyId: vendor.id };
  clerkAs = {
    token: await t.tokenFor((await makeUser(t.db, { memberships: { [vendor.id]: [Role.User, Role.Signer] } })).id),
    companyId: vendor.id,
  };
  partnerAs = { token: await t.tokenFor(partnerAdmin.id), companyId: partner.id };
  strangerAs = { token: await t.tokenFor(strangerAdmin.id), companyId: stranger.id };
});
afterAll(() => t.close());

type As = { token: string; companyId: number };

const setWords = (as: As, terminologies: { terminologyId: number | string; customizedName: string }[]) =>
  t.call(as, { method: 'PUT', url: '/api/company/terminology', payload: { terminologies } });

/** The words as the web client loads them after sign-in. */
async function wordsOf(as: As, userId: number) {
  const res = await t.call(as, { method: 'GET', url: `/api/exchangeusers/external/${userId}` });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries(
    (res.json().terminologies as { terminologyName: string; customizedName: string }[]).map((w) => [
      w.terminologyName,
      w.customizedName,
    ]),
  );
}

describe('PUT /company/terminology', () => {
  it("changes the company's words, which the exchange user then carries; another company keeps its own", async () => {
    const res = await setWords(vendorAs, [
      { terminologyId: 1, customizedName: '  Field Office ' },
      { terminologyId: 2, customizedName: 'Supplier' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { terminologyId: 1, terminologyName: 'OrgUnit', customizedName: 'Field Office' },
      { terminologyId: 2, terminologyName: 'Vendor', customizedName: 'Supplier' },
    ]);
    expect(await wordsOf(vendorAs, vendorAdmin.id)).toEqual({ OrgUnit: 'Field Office', Vendor: 'Supplier' });
    expect(await wordsOf(partnerAs, partnerAdmin.id)).toEqual({ OrgUnit: 'Org Unit', Vendor: 'Vendor' });
  });

  it('takes an empty word back to the default and leaves the words not sent as they are', async () => {
    const res = await setWords(vendorAs, [{ terminologyId: 1, customizedName: '   ' }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await wordsOf(vendorAs, vendorAdmin.id)).toEqual({ OrgUnit: 'Org Unit', Vendor: 'Supplier' });
    await setWords(vendorAs, [{ terminologyId: 2, customizedName: '' }]);
    expect(await wordsOf(vendorAs, vendorAdmin.id)).toEqual({ OrgUnit: 'Org Unit', Vendor: 'Vendor' });
  });

  it('refuses an unknown word or an over-long one with a message, and changes nothing', async () => {
    const unknown = await setWords(vendorAs, [{ terminologyId: 7, customizedName: 'Region' }]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toContain('Unknown word');
    const long = await setWords(vendorAs, [{ terminologyId: 1, customizedName: 'x'.repeat(51) }]);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('Must be at most 50 characters');
    expect(await wordsOf(vendorAs, vendorAdmin.id)).toEqual({ OrgUnit: 'Org Unit', Vendor: 'Vendor' });
  });

  it('is for administrators only: a User or ReadOnly member gets 403 and the words stay', async () => {
    for (const as of [readerAs, clerkAs]) {
      const res = await setWords(as, [{ terminologyId: 1, customizedName: 'Region' }]);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Only a company administrator can do this.');
    }
    expect(await wordsOf(vendorAs, vendorAdmin.id)).toEqual({ OrgUnit: 'Org Unit', Vendor: 'Vendor' });
  });
});

const uploadLogo = (as: As, file: { name: string; bytes: Buffer; type?: string }) =>
  t.call(as, { method: 'POST', url: '/api/companyImage/upload', ...multipart(undefined, file) });

async function logoPixels(as: As, url = '/api/logo') {
  const res = await t.call(as, { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(isPng(res.rawPayload)).toBe(true);
  return decodeImage(res.rawPayload);
}

const storedLogo = async (companyId: number) =>
  (await t.db.select({ logo: companies.logoPng }).from(companies).where(eq(companies.id, companyId)))[0]!.logo;

describe('company logo', () => {
  it('has none until one is uploaded: 204, no error for the browser to log', async () => {
    const res = await t.call(vendorAs, { method: 'GET', url: '/api/logo' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('fits a square PNG into 250 × 50 without stretching: a 50 × 50 red square centred on transparent sides', async () => {
    const res = await uploadLogo(vendorAs, {
      name: 'logo.png',
      bytes: await solidImage(500, 500, '#ff0000'),
      type: 'image/png',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const logo = await logoPixels(vendorAs);
    expect([logo.width, logo.height]).toEqual([limits.logoWidth, limits.logoHeight]);
    // Red across the whole height in the middle …
    for (const y of [0, 25, 49]) expect(logo.at(125, y)).toEqual([255, 0, 0, 255]);
    expect(logo.at(101, 1)).toEqual([255, 0, 0, 255]);
    expect(logo.at(148, 48)).toEqual([255, 0, 0, 255]);
    // … and exactly 50 columns wide: the square stays square.
    const redColumns = Array.from({ length: logo.width }, (_, x) => logo.at(x, 25)).filter((p) => p[3] > 127);
    expect(redColumns).toHaveLength(50);
    for (const x of [0, 50, 97, 153, 200, 249]) expect(logo.at(x, 25)[3]).toBe(0);
  });

  it('fits a wide JPEG by its width, centred vertically, replacing the previous logo', async () => {
    const res = await uploadLogo(vendorAs, {
      name: 'banner.jpg',
      bytes: await solidImage(1000, 100, '#0000ff', 'jpeg'),
      type: 'image/jpeg',
    });
    expect(res.statusCode, res.body).toBe(200);
    const logo = await logoPixels(vendorAs);
    expect([logo.width, logo.height]).toEqual([250, 50]);
    // 1000 × 100 scaled by 1/4 is 250 × 25: full width, rows 13–37 (JPEG blue is not exactly 0,0,255).
    for (const [x, y] of [
      [0, 25],
      [125, 15],
      [125, 35],
      [249, 25],
    ] as const) {
      const [r, g, b, a] = logo.at(x, y);
      expect({ r: r < 30, g: g < 30, b: b > 220, a }).toEqual({ r: true, g: true, b: true, a: 255 });
    }
    const blueRows = Array.from({ length: logo.height }, (_, y) => logo.at(125, y)).filter((p) => p[3] > 127);
    expect(blueRows).toHaveLength(25);
    for (const y of [0, 5, 11, 39, 49]) expect(logo.at(125, y)[3]).toBe(0);
  });

  it('refuses a file that is not a PNG or JPEG image, or cannot be read as one, and keeps the logo', async () => {
    const before = await storedLogo(vendor.id);
    const text = await uploadLogo(vendorAs, {
      name: 'logo.png',
      bytes: Buffer.from('not an image'),
      type: 'image/png',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toBe('The logo must be a PNG or JPEG image.');
    const gif = await uploadLogo(vendorAs, {
      name: 'logo.gif',
      bytes: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
      type: 'image/gif',
    });
    expect(gif.statusCode).toBe(415);
    expect(gif.json().error.message).toBe('The logo must be a PNG or JPEG image.');
    const png = await solidImage(40, 40, '#00ff00');
    const broken = await uploadLogo(vendorAs, { name: 'broken.png', bytes: png.subarray(0, 40), type: 'image/png' });
    expect(broken.statusCode).toBe(415);
    expect(broken.json().error.message).toBe('The logo could not be read as an image.');
    const none = await t.call(vendorAs, {
      method: 'POST',
      url: '/api/companyImage/upload',
      ...multipart({}, undefined),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe('Please select a file');
    expect((await storedLogo(vendor.id))!.equals(before!)).toBe(true);
  });

  it('refuses an SVG, by its name or disguised as a PNG, rather than rendering it', async () => {
    const before = await storedLogo(vendor.id);
    // The canvas library would draw an SVG, scripts and external references included: only PNG and JPEG are read.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="20000" height="20000"><rect width="20000" height="20000" fill="red"/></svg>',
    );
    for (const file of [
      { name: 'logo.svg', bytes: svg, type: 'image/svg+xml' },
      { name: 'logo.png', bytes: svg, type: 'image/png' },
    ]) {
      const res = await uploadLogo(vendorAs, file);
      expect(res.statusCode, file.name).toBe(415);
      expect(res.json().error.message).toBe('The logo must be a PNG or JPEG image.');
    }
    expect((await storedLogo(vendor.id))!.equals(before!)).toBe(true);
  });

  it('refuses a PNG whose header claims 20000 × 20000 pixels from the header alone, before decoding', async () => {
    const before = await storedLogo(vendor.id);
    // Without pixels behind the header, decoding would fail with another message: the size was read first.
    const res = await uploadLogo(vendorAs, {
      name: 'huge.png',
      bytes: pngHeaderOnly(20_000, 20_000),
      type: 'image/png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The logo image is larger than 50 megapixels.');
    // Within the limit, the same header without pixels is a file that cannot be read.
    const small = await uploadLogo(vendorAs, { name: 'small.png', bytes: pngHeaderOnly(200, 40), type: 'image/png' });
    expect(small.statusCode).toBe(415);
    expect(small.json().error.message).toBe('The logo could not be read as an image.');
    expect((await storedLogo(vendor.id))!.equals(before!)).toBe(true);
  });

  it('refuses a file over 5 MB as it arrives', async () => {
    const before = await storedLogo(vendor.id);
    const png = await solidImage(10, 10, '#00ff00');
    const big = Buffer.concat([png, Buffer.alloc(limits.legalDocumentMaxBytes + 1 - png.length)]);
    const res = await uploadLogo(vendorAs, { name: 'huge.png', bytes: big, type: 'image/png' });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('The file is larger than 5 MB.');
    expect((await storedLogo(vendor.id))!.equals(before!)).toBe(true);
  });

  it('refuses a small file claiming enormous dimensions without decoding it', async () => {
    const before = await storedLogo(vendor.id);
    // 110 KB, but 900 million pixels: decoding it would hold ~1 GB.
    const bomb = await pngBomb(30_000, 30_000);
    const peak = peakMemoryMb();
    const res = await uploadLogo(vendorAs, { name: 'bomb.png', bytes: bomb, type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The logo image is larger than 50 megapixels.');
    expect(peakMemoryMb() - peak).toBeLessThan(300);
    const claimsHuge = withJpegSize(await solidImage(100, 20, '#00ff00', 'jpeg'), 60_000, 60_000);
    const jpeg = await uploadLogo(vendorAs, { name: 'huge.jpg', bytes: claimsHuge, type: 'image/jpeg' });
    expect(jpeg.statusCode).toBe(400);
    expect(jpeg.json().error.message).toBe('The logo image is larger than 50 megapixels.');
    expect((await storedLogo(vendor.id))!.equals(before!)).toBe(true);
  });

  it('is set by administrators only', async () => {
    const bytes = await solidImage(100, 20, '#00ff00');
    for (const as of [readerAs, clerkAs]) {
      const res = await uploadLogo(as, { name: 'logo.png', bytes, type: 'image/png' });
      expect(res.statusCode).toBe(403);
    }
    const logo = await logoPixels(vendorAs);
    expect(logo.at(125, 25)[2]).toBeGreaterThan(220);
  });

  it("is shown to the company's trading partner, both ways, but to an unrelated company it does not exist", async () => {
    const upload = await uploadLogo(partnerAs, {
      name: 'redmesa.png',
      bytes: await solidImage(50, 50, '#00ff00'),
      type: 'image/png',
    });
    expect(upload.statusCode, upload.body).toBe(200);
    // The partner's upload is its own: the vendor's logo is still blue.
    expect((await logoPixels(vendorAs)).at(125, 25)[2]).toBeGreaterThan(220);

    const partnerLogo = await logoPixels(vendorAs, `/api/logo/${partner.id}`);
    expect(partnerLogo.at(125, 25)).toEqual([0, 255, 0, 255]);
    const vendorLogo = await logoPixels(partnerAs, `/api/logo/${vendor.id}`);
    expect(vendorLogo.at(125, 25)[2]).toBeGreaterThan(220);
    expect((await logoPixels(vendorAs, `/api/logo/${vendor.id}`)).width).toBe(250);

    await uploadLogo(strangerAs, { name: 'c.png', bytes: await solidImage(50, 50, '#ffff00'), type: 'image/png' });
    for (const [as, companyId] of [
      [vendorAs, stranger.id],
      [strangerAs, vendor.id],
      [strangerAs, partner.id],
    ] as const) {
      const res = await t.call(as, { method: 'GET', url: `/api/logo/${companyId}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('The logo was not found.');
    }
  });
});
