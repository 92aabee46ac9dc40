import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';

let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'docvue-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>DocVue Exchange</title>');
  await writeFile(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1)');
  t = await createTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves its files without a token, before sign-in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it('answers client-side routes with the app shell, and unknown API paths with JSON 404', async () => {
    for (const url of ['/', '/landingpage?redirectTo=%2Finbox', '/documents/12', '/admin/users']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>DocVue Exchange</title>');
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
  });

  it('still protects the API', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/company/allCompanies' })).statusCode).toBe(401);
  });
});
