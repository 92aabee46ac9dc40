import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocumentTemplate, PartyType, RouteStatus } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../support/app.js';
import { admin, makeCompany, makeParty, makeUser } from '../support/factories.js';
import { insertListDocument } from '../support/list-documents.js';
import { freePort } from '../support/free-port.js';

/**
 * Push across server processes (docs/design.md §2 "push"): a browser holds its channel on process A
 * while the event is raised through process B, a second server started as in production on the
 * same PostgreSQL database; the notification travels through the database's NOTIFY. Needs a
 * PostgreSQL server (an embedded database belongs to one process): CI runs the server suite
 * against one (`TEST_DATABASE_URL`).
 */
const onServer = inject('dbTemplate').kind === 'postgres';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe.skipIf(!onServer)('push across two server processes on one PostgreSQL', () => {
  let t: TestApp;
  let processB: ChildProcess;
  let urlB: string;
  let dataDir: string;
  let wsA: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    wsA = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-process-b-'));
    const port = await freePort();
    urlB = `http://127.0.0.1:${port}`;
    processB = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: t.databaseUrl!,
        PORT: String(port),
        HOST: '127.0.0.1',
        // The same public address as process A: tokens of the built-in provider name it.
        PUBLIC_URL: t.config.publicUrl,
        DATA_DIR: dataDir,
        SEED: 'none',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`${urlB}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline || processB.exitCode !== null) throw new Error('process B did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
  }, 90_000);

  afterAll(async () => {
    processB?.kill('SIGTERM');
    await new Promise((r) => processB?.once('exit', r));
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a client on process A receives, within a second, the rejection made through process B', async () => {
    const vendor = await makeCompany(t.db, {
      name: 'Permian Basin Oilfield Services LLC',
      partyTypeIds: [PartyType.Vendor],
    });
    const purchaser = await makeCompany(t.db, {
      name: 'Red Mesa Energy Partners',
      partyTypeIds: [PartyType.Purchaser],
    });
    const vendorAdmin = await makeUser(t.db, admin(vendor.id));
    const purchaserAdmin = await makeUser(t.db, admin(purchaser.id));
    const party = await makeParty(t.db, vendor.id, {
      connectedCompanyId: purchaser.id,
      partyTypeId: PartyType.Purchaser,
    });
    const id = await insertListDocument(t.db, {
      sender: vendor.id,
      receiver: purchaser.id,
      receivingPartyId: party.id,
      templateId: DocumentTemplate.ArInvoice,
      status: RouteStatus.Sent,
      values: { invoiceNumber: 'PBOS-77001' },
    });

    const sub = await t.call(
      { token: await t.tokenFor(vendorAdmin.id), companyId: vendor.id },
      { method: 'GET', url: '/api/notifications/subscribe' },
    );
    const socket = new WebSocket(`${wsA}/push${new URL(sub.json().url).search}`);
    const messages: { type: string; data?: { Message: string } }[] = [];
    socket.on('message', (m) => messages.push(JSON.parse(String(m))));
    await waitFor(() => messages.some((m) => m.type === 'ready'), 5000);

    const started = Date.now();
    const res = await fetch(`${urlB}/api/documents/${id}/reject`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${await t.tokenFor(purchaserAdmin.id)}`,
        'company-id': String(purchaser.id),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ reason: 'Not our well' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    await waitFor(() => messages.some((m) => m.type === 'message'), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(messages.find((m) => m.type === 'message')!.data!.Message).toBe(
      'Red Mesa Energy Partners rejected AR Invoice PBOS-77001: Not our well',
    );
    socket.close();
  }, 30_000);
});

async function waitFor(check: () => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
