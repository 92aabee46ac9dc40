import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
let dist: string;
/** The test configuration's PUBLIC_URL host: pages are served there and only there. */
const host = 'localhost:3999';
const script = 'console.log("the app");'.repeat(100);

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'docvue-web-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>DocVue Exchange</title>');
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // As the build writes them: the asset, and its brotli and gzip copies beside it.
  await writeFile(path.join(dist, 'assets', 'index-Bq3xZ9aK.js'), script);
  await writeFile(path.join(dist, 'assets', 'index-Bq3xZ9aK.js.br'), brotliCompressSync(script));
  await writeFile(path.join(dist, 'assets', 'index-Bq3xZ9aK.js.gz'), gzipSync(script));
  t = await createTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('the built web app', () => {
  it('serves its files without a token, before sign-in', async () => {
    const res = await get('/assets/index-Bq3xZ9aK.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(script);
  });

  it('answers client-side routes with the app shell, and unknown API paths with JSON 404', async () => {
    for (const url of ['/', '/landingpage?redirectTo=%2Finbox', '/documents/12', '/admin/users']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>DocVue Exchange</title>');
    }
    const api = await get('/api/nothing');
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('not_found');
  });

  it('still protects the API', async () => {
    expect((await get('/api/company/allCompanies')).statusCode).toBe(401);
  });
});

describe('delivery', () => {
  it('sends the brotli or gzip copy written at build time, as the browser accepts', async () => {
    const br = await get('/assets/index-Bq3xZ9aK.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const gz = await get('/assets/index-Bq3xZ9aK.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get('/assets/index-Bq3xZ9aK.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year, and never keep the page', async () => {
    const asset = await get('/assets/index-Bq3xZ9aK.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Not named by content: it may change under the same name.
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    for (const url of ['/', '/inbox']) expect((await get(url)).headers['cache-control'], url).toBe('no-store');
    // The page itself is only served as the app's page, never as a long-cached file.
    const direct = await get('/index.html');
    expect(direct.headers['cache-control'] ?? 'no-store').toBe('no-store');
  });

  it('sends the page with a Content-Security-Policy that allows only the app’s own code', async () => {
    const page = await get('/documents/12');
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .find((d) => d.trim().startsWith(`${name} `))
        ?.trim();
    expect(directive('script-src')).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(directive('worker-src')).toBe("worker-src 'self' blob:");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('connect-src')).toContain('ws://localhost:3999');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['x-frame-options']).toBe('DENY');
    // Silent token renewal frames the app in itself.
    const silent = await get('/auth/silent?code=abc&state=def');
    expect(silent.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(silent.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await get('/assets/index-Bq3xZ9aK.js')).headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends a page asked for on another host to the same path on PUBLIC_URL, but not API calls', async () => {
    const page = await get('/documents/12?tab=2', { host: '127.0.0.1:3999' });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toBe('http://localhost:3999/documents/12?tab=2');
    const root = await get('/', { host: '127.0.0.1:3999' });
    expect(root.headers.location).toBe('http://localhost:3999/');
    const api = await get('/api/health', { host: '127.0.0.1:3999' });
    expect(api.statusCode).toBe(200);
  });
});
