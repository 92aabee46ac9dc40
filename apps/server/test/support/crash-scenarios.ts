import { DocumentTemplate, RouteStatus, partyImportColumns } from '@docvue/contracts';
import { invoicePdf, multipart } from './documents.js';
import type { CrashWorld, ServerProcess } from './server-process.js';

/*
 * The work a crash test interrupts, over HTTP as a client does it, and the wait for what the
 * restarted server must finish on its own (the job lease hands it a dead process's OCR job).
 */

const headers = (world: CrashWorld) => ({
  authorization: `Bearer ${world.token}`,
  'company-id': String(world.companyId),
});

/**
 * Starts an upload and kills the server `afterMs` later, wherever the upload is by then; or, with
 * 'answered', as soon as it was answered (its OCR job queued or running, the case of docs/history.md §18).
 */
export async function killDuringUpload(server: ServerProcess, world: CrashWorld, afterMs: number | 'answered') {
  const body = multipart(
    { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: world.partyId },
    { name: `invoice-${afterMs}.pdf`, bytes: await invoicePdf({ invoiceNumber: `K-${afterMs}` }) },
  );
  const answer = fetch(`${server.url}/api/documents/upload`, {
    method: 'POST',
    headers: { ...headers(world), ...body.headers },
    body: new Uint8Array(body.payload),
  }).then(
    (r) => r.status,
    () => 'cut off' as const,
  );
  if (afterMs === 'answered') await answer;
  else await new Promise((r) => setTimeout(r, afterMs));
  await server.kill9();
  return answer;
}

/** Starts a party import of `rows` parties and kills the server `afterMs` later. */
export async function killDuringImport(server: ServerProcess, world: CrashWorld, afterMs: number, rows = 300) {
  const line = (i: number) =>
    partyImportColumns
      .map((c) =>
        c === 'Type' ? 'Purchaser' : c === 'Name' ? `Party ${afterMs}-${i}` : c === 'Number' ? `N-${afterMs}-${i}` : '',
      )
      .join(',');
  const csv = [partyImportColumns.join(','), ...Array.from({ length: rows }, (_, i) => line(i))].join('\n');
  const boundary = '----crash';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="parties.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
  );
  const answer = fetch(`${server.url}/api/party/upload`, {
    method: 'POST',
    headers: { ...headers(world), 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: new Uint8Array(payload),
  }).then(
    (r) => r.status,
    () => 'cut off' as const,
  );
  await new Promise((r) => setTimeout(r, afterMs));
  await server.kill9();
  return answer;
}

interface DocumentState {
  id: number;
  routeStatusId: number | null;
  pageCount: number | null;
  ocrStatus: string;
}

/** The company's documents as the API shows them (ids are probed: a fresh database numbers them from 1). */
async function documentsOf(server: ServerProcess, world: CrashWorld, upTo = 60): Promise<DocumentState[]> {
  const found = await Promise.all(
    Array.from({ length: upTo }, (_, i) =>
      fetch(`${server.url}/api/documents/${i + 1}`, { headers: headers(world) }).then(async (r) =>
        r.ok ? ((await r.json()) as DocumentState) : undefined,
      ),
    ),
  );
  return found.filter((d): d is DocumentState => d !== undefined);
}

/** Waits until every document is read and Pending; returns them as they were last seen. */
export async function waitUntilSettled(server: ServerProcess, world: CrashWorld, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const docs = await documentsOf(server, world);
    const settled = docs.every((d) => d.routeStatusId === RouteStatus.Pending && (d.pageCount ?? 0) > 0);
    if (settled || Date.now() > deadline) return { docs, settled, waitedMs: timeoutMs - (deadline - Date.now()) };
    await new Promise((r) => setTimeout(r, 1000));
  }
}
