import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocumentTemplate, PartyType, partyImportColumns } from '@docvue/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { signInWithPassword } from '../../src/plugins/oidc/pkce-client.js';
import { buildServer, serveEnv } from '../support/compiled-server.js';
import { invoicePdf, multipart } from '../support/documents.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { freePort } from '../support/free-port.js';

/*
 * The production build (`npm run build`, apps/server/build.mjs) as `npm run serve` runs it: plain
 * Node on the compiled JavaScript, no tsx anywhere — not in the server, not in its PDF and
 * spreadsheet threads (which start from their own files), with the migrations found beside the
 * output. Built into a folder of its own (a developer's dist/ is left alone) on an embedded
 * database with a vendor and its purchaser: healthy, a user signs in through the built-in provider, reads
 * a page, uploads a PDF that is inspected and read in a PDF thread, imports an .xlsx in a
 * spreadsheet thread. The run against a PostgreSQL server leaves it out (it would repeat it
 * unchanged); there the fleet test (fleet.test.ts) runs the same build on the server.
 */
const onServer = inject('dbTemplate').kind === 'postgres';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe.skipIf(onServer)('the production build, run as `npm run serve` runs it', () => {
  let outDir: string;
  let removeBuild: () => Promise<void>;
  let child: ChildProcess;
  let dataDir: string;
  let url: string;
  let stderr = '';

  beforeAll(async () => {
    const built = await buildServer('test');
    outDir = path.dirname(built.main);
    removeBuild = built.remove;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-build-'));
    // The data, written before the server owns the folder (PGlite allows one process at a time).
    const handle = await openDatabase({ dataDir });
    await handle.migrate();
    const vendor = await makeCompany(handle.db, { name: 'Hot Oil Services LLC', partyTypeIds: [PartyType.Vendor] });
    const purchaser = await makeCompany(handle.db, { name: 'Red Mesa Energy', partyTypeIds: [PartyType.Purchaser] });
    await makeUser(handle.db, {
      ...admin(vendor.id),
      email: 'admin@hotoil.example',
      passwordHash: await hashPassword('Built!Server1'),
    });
    await makeParty(handle.db, vendor.id, {
      name: 'Red Mesa',
      partyTypeId: PartyType.Purchaser,
      connectedCompanyId: purchaser.id,
    });
    await handle.close();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [built.main], {
      cwd: serverDir,
      env: {
        ...serveEnv(),
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        SEED: 'none',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the compiled server stopped at start:\n${stderr}`);
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`the compiled server did not start within 90 s:\n${stderr}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 150_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await removeBuild?.();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('compiles the server and its thread entries, with the migrations beside them', () => {
    for (const file of [
      'main.js',
      'boot.mjs',
      'pdf-thread.js',
      'xlsx-thread/boot.mjs',
      'xlsx-thread/read-xlsx-thread.js',
      'file-thread/boot.mjs',
      'file-thread/statement-file-thread.js',
      'pidx-thread/boot.mjs',
      'pidx-thread/read-pidx-thread.js',
      'json-thread/boot.mjs',
      'json-thread/measure-json-thread.js',
    ]) {
      expect(existsSync(path.join(outDir, file)), file).toBe(true);
    }
    expect(existsSync(path.join(outDir, 'migrations/meta/_journal.json'))).toBe(true);
  });

  it('serves health, a signed-in page, an upload read in a PDF thread and an import read in a spreadsheet thread', async () => {
    expect(await (await fetch(`${url}/api/health`)).json()).toEqual({ status: 'ok', database: 'ok' });

    const tokens = await signInWithPassword({ baseUrl: url, email: 'admin@hotoil.example', password: 'Built!Server1' });
    const me = await fetch(`${url}/api/users/current`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(me.status).toBe(200);
    const user = (await me.json()) as { emailAddress: string; companies: { id: number; name: string }[] };
    expect(user.emailAddress).toBe('admin@hotoil.example');
    const company = user.companies.find((c) => c.name === 'Hot Oil Services LLC')!;
    const headers = { authorization: `Bearer ${tokens.access_token}`, 'company-id': String(company.id) };

    const page = await fetch(`${url}/api/party/grid/search?itemsPerPage=100`, { headers });
    expect(page.status).toBe(200);
    const parties = (await page.json()) as { items: { id: number; partyTypeId: number; isActive: boolean }[] };
    const purchaser = parties.items.find((p) => p.partyTypeId === PartyType.Purchaser && p.isActive)!;
    expect(purchaser).toBeDefined();

    const body = multipart(
      { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: purchaser.id },
      { name: 'HOS-BUILD-1.pdf', bytes: await invoicePdf({ invoiceNumber: 'HOS-BUILD-1' }) },
    );
    const uploaded = await fetch(`${url}/api/documents/upload`, {
      method: 'POST',
      headers: { ...headers, ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    const { documentId: id } = (await uploaded.json()) as { documentId: number };
    const deadline = Date.now() + 60_000;
    let doc: { pageCount: number | null; ocrStatus: string } | undefined;
    while (Date.now() < deadline) {
      doc = (await (await fetch(`${url}/api/documents/${id}`, { headers })).json()) as typeof doc;
      if (doc?.ocrStatus === 'done' || doc?.ocrStatus === 'failed') break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(doc, stderr).toMatchObject({ ocrStatus: 'done', pageCount: 1 });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Parties');
    const values: Record<string, string> = { Type: 'Purchaser', Name: 'Compiled Build Partners', Number: 'CBP-1' };
    sheet.addRow([...partyImportColumns]);
    sheet.addRow(partyImportColumns.map((c) => values[c] ?? ''));
    const file = multipart(undefined, {
      name: 'parties.xlsx',
      bytes: Buffer.from(await book.xlsx.writeBuffer()),
      type: 'application/octet-stream',
    });
    const imported = await fetch(`${url}/api/party/upload`, {
      method: 'POST',
      headers: { ...headers, ...file.headers },
      body: new Uint8Array(file.payload),
    });
    expect(imported.status, await imported.clone().text()).toBe(200);
    const result = (await imported.json()) as { rows: { errorMessage: string | null }[] };
    // The sheet's one row was read in the thread and checked like any party (this one lacks fields).
    expect(result.rows.map((r) => r.errorMessage)).toEqual([
      'Org Units: You must select at least 1 Org Unit; Tax Identifier: Required; Emails: Required',
    ]);
  }, 90_000);
});
