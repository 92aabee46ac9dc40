import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeUser } from '../support/factories.js';

let t: TestApp;
let token: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await makeCompany(t.db)).id;
  token = await t.tokenFor((await makeUser(t.db, admin(companyId))).id);
});
afterAll(() => t.close());

describe('error responses', () => {
  it('answers an unknown endpoint with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { message: 'No such endpoint: GET /api/nothing/here', code: 'not_found' } });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.call(
      { token, companyId },
      {
        method: 'PUT',
        url: '/api/users/current/personalization',
        headers: { 'content-type': 'application/json' },
        payload: '{"dateFormat": ',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('answers a URL that does not decode with 400 in the product’s shape', async () => {
    for (const url of ['/api/documents/%E0%A4%A', '/api/documents/%', '/%zz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({
        error: { message: 'The address of this request is not valid.', code: 'bad_request' },
      });
    }
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.call(
      { token, companyId },
      {
        method: 'PUT',
        url: '/api/users/current/personalization',
        headers: { 'content-type': 'text/csv' },
        payload: 'a,b',
      },
    );
    expect(res.statusCode).toBe(415);
  });

  it('reports the health of the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document with the calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/company/allCompanies',
        '/api/party/grid/search',
        '/api/documentType/template/{id}/instance',
      ]),
    );
  });
});

describe('configuration', () => {
  it('stops with a clear message on a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example' })).toThrow(/OIDC_CLIENT_ID: is required/);
    expect(() => loadConfig({ DATABASE_POOL_MODE: 'statement' })).toThrow(/DATABASE_POOL_MODE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_DIRECT_URL: 'not a url' })).toThrow(/DATABASE_DIRECT_URL/);
  });

  it('reads how the database is reached: directly by default, or through a pooler in transaction mode', () => {
    expect(loadConfig({}).database).toEqual({ directUrl: undefined, poolMode: 'session', poolSize: 10 });
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@pooler:6432/docvue',
        DATABASE_DIRECT_URL: 'postgres://app@db:5432/docvue',
        DATABASE_POOL_MODE: 'transaction',
        DATABASE_POOL_SIZE: '40',
      }).database,
    ).toEqual({ directUrl: 'postgres://app@db:5432/docvue', poolMode: 'transaction', poolSize: 40 });
  });

  it('defaults to the built-in provider on the public address', () => {
    const c = loadConfig({ PORT: '4000' });
    expect(c.oidc).toEqual({
      kind: 'builtin',
      issuer: 'http://localhost:4000/oidc',
      clientId: 'docvue-web',
      audience: 'http://localhost:4000/api',
      scope: 'openid profile email offline_access',
    });
  });
});

describe('GET /api/config', () => {
  it('tells the web client where to sign in, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      oidc: { authority: 'http://localhost:3999/oidc', clientId: 'docvue-web', builtIn: true },
      licenceVersion: '20230112090913',
    });
  });
});
