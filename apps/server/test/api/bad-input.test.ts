import { DocumentTemplate, storableInput } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeOrgUnit, makeUser } from '../support/factories.js';

/*
 * Issue #18: the fuzz of every declared route (fuzz-routes-*.test.ts) found these requests
 * answered with a 500. Each is a 400 in the product's shape now, refused by the contracts before
 * any SQL runs: text with a NUL byte (PostgreSQL's text cannot hold one), whole numbers beyond
 * PostgreSQL's integer, and pages whose OFFSET overflowed bigint.
 */

let t: TestApp;
let caller: { token: string; companyId: number };
let orgUnitId: number;

beforeAll(async () => {
  t = await createTestApp();
  const company = await makeCompany(t.db);
  const user = await makeUser(t.db, admin(company.id));
  caller = { token: await t.tokenFor(user.id), companyId: company.id };
  orgUnitId = (await makeOrgUnit(t.db, company.id)).id;
});
afterAll(() => t.close());

async function expectRefused(
  request: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: Record<string, unknown> },
  field: string,
) {
  const res = await t.call(caller, request);
  expect(res.statusCode, res.body).toBe(400);
  const { error } = res.json() as { error: { message: string; code: string } };
  expect(error.code).toBe('validation_failed');
  expect(error.message).toContain(field);
}

describe('text with a NUL byte', () => {
  it('is refused in a JSON body, naming the field', async () => {
    await expectRefused(
      { method: 'PUT', url: '/api/users/current/personalization', payload: { numericFormat: '1\u0000' } },
      'numericFormat: must not contain NUL',
    );
    await expectRefused(
      { method: 'PUT', url: '/api/users/current/profile', payload: { firstName: 'a\u0000b', lastName: 'Doe' } },
      'firstName',
    );
    await expectRefused(
      { method: 'POST', url: '/api/companyorgunit', payload: { name: 'Field\u0000', code: 'FLD' } },
      'name',
    );
    await expectRefused(
      {
        method: 'PUT',
        url: `/api/companyorgunit/${orgUnitId}`,
        payload: { name: 'Field', code: 'FLD', city: '\u0000' },
      },
      'city',
    );
  });

  it('is refused by both exception loggers', async () => {
    for (const url of ['/api/clientexceptionlogger/exception', '/api/authenticationexceptionlogger/exception']) {
      await expectRefused({ method: 'POST', url, payload: { message: 'broke\u0000', type: 'call' } }, 'message');
    }
  });

  it('is refused in a query string', async () => {
    await expectRefused({ method: 'GET', url: '/api/typeahead?query=%2B%3A%00O' }, 'query');
    await expectRefused({ method: 'GET', url: '/api/batch/getdocumentids?batchName=a%00b' }, 'batchName');
  });

  it('is refused in a nested field and in a field name, and a lone surrogate too', () => {
    expect(storableInput.safeParse({ a: [{ b: 'ok' }, { c: 'x\u0000' }] }).error?.issues[0]?.path).toEqual([
      'a',
      1,
      'c',
    ]);
    expect(storableInput.safeParse({ 'k\u0000': 1 }).success).toBe(false);
    expect(storableInput.safeParse({ a: 'x\ud800y' }).success).toBe(false);
    expect(storableInput.safeParse({ a: 'oil 🛢️ and gas', b: ['é', 1, null] }).success).toBe(true);
  });
});

describe('numbers beyond what SQL holds', () => {
  it('refuses a whole number beyond PostgreSQL’s integer', async () => {
    await expectRefused({ method: 'GET', url: '/api/batch/getdocumentids?batchName=b&userId=2147483648' }, 'userId');
    await expectRefused(
      {
        method: 'POST',
        url: '/api/autoextraction',
        payload: { documentId: 2_147_483_648, documentTypeId: DocumentTemplate.ArInvoice, documentMetadata: [] },
      },
      'documentId',
    );
  });

  it('refuses a page whose offset would overflow', async () => {
    await expectRefused(
      { method: 'GET', url: '/api/party/grid/search?page=9007199254740991&itemsPerPage=5103' },
      'page',
    );
    await expectRefused({ method: 'GET', url: '/api/companyorgunit?page=9007199254740991&pageSize=100000' }, 'page');
    await expectRefused({ method: 'GET', url: '/api/addressset?page=9007199254740991&pageSize=100000' }, 'page');
  });

  it('still reads the last page a list allows', async () => {
    const res = await t.call(caller, { method: 'GET', url: '/api/party/grid/search?page=1000000&itemsPerPage=10000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([]);
  });
});
