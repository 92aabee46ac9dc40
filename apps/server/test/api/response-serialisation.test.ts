import { documentListResponse, errorResponse } from '@docvue/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastSerializerCompiler } from '../../src/http/fast-serializer.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeUser } from '../support/factories.js';
import { Role } from '@docvue/contracts';

/**
 * Responses are written from the contract's schema (fast-json-stringify), not by a zod pass:
 * what the contract does not declare is not sent, and what it declares is sent as before.
 */
describe('response serialisation from the contracts', () => {
  it('does not send a field the contract does not declare', async () => {
    const app = Fastify({ logger: false });
    app.setSerializerCompiler(fastSerializerCompiler);
    app.get('/leak', { schema: { response: { 200: documentListResponse, '4xx': errorResponse } } }, async () => ({
      columns: [],
      rows: [
        { id: 1, routeStatusId: null, isRead: false, side: 'sender', documentTypeTemplateId: 93, invoiceNumber: 'A-1' },
      ],
      totalRecords: 1,
      page: 1,
      pageSize: 25,
      passwordHash: 'secret',
      internal: { companyId: 7 },
    }));
    const res = await app.inject({ method: 'GET', url: '/leak' });
    await app.close();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('passwordHash');
    expect(body).not.toHaveProperty('internal');
    // A list row keeps its column values (the contract's catch-all), typed as declared.
    expect(body.rows).toEqual([
      { id: 1, routeStatusId: null, isRead: false, side: 'sender', documentTypeTemplateId: 93, invoiceNumber: 'A-1' },
    ]);
  });

  describe('through the app', () => {
    let t: TestApp;
    let token: string;
    let companyId: number;
    beforeAll(async () => {
      t = await createTestApp();
      const company = await makeCompany(t.db, { name: 'Serialised Co' });
      companyId = company.id;
      const user = await makeUser(t.db, { memberships: { [company.id]: [Role.Administrator] } });
      token = await t.tokenFor(user.id);
    });
    afterAll(() => t.close());

    it('sends the current user as the contract declares it, and no stored secret', async () => {
      const res = await t.call({ token, companyId }, { method: 'GET', url: '/api/users/current' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ firstName: 'Test', isGlobalUser: false, licenceAccepted: false });
      expect(body.companies).toEqual([expect.objectContaining({ id: companyId })]);
      for (const secret of ['passwordHash', 'failedSignIns', 'lockedUntil', 'externalSubject']) {
        expect(body).not.toHaveProperty(secret);
      }
    });

    it('sends errors in the product shape', async () => {
      const res = await t.call({ token, companyId }, { method: 'GET', url: '/api/documents/999999' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { message: expect.any(String), code: expect.any(String) } });
    });
  });
});
