import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DocumentTemplate,
  PartyType,
  Role,
  toCents,
  type AutoExtractedValue,
  type ProposedLineItems,
} from '@docvue/contracts';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { parties, userRoles, users } from '../../db/schema/index.js';
import { loadSigningKeys } from '../../lib/keys.js';
import { createCompany } from '../../modules/companies/index.js';

/*
 * Extraction accuracy on a folder of real invoices, through the real pipeline: the app built
 * in-process on an empty PGlite database, each file uploaded by the upload route, the OCR
 * job run as after any upload, then POST /autoextraction and the proposed line items route,
 * as the Document screen calls them. truth.json in the folder holds each file's expected
 * invoice number, date and total (null where the invoice has none); line-items.json, when
 * present, the amounts of its table rows.
 */

export const benchFields = [
  { key: 'invoiceNumber', truth: 'invoiceNumber' },
  { key: 'invoiceDate', truth: 'invoiceDate' },
  { key: 'invoiceTotal', truth: 'total' },
] as const;

interface Truth {
  file: string;
  invoiceNumber: string | null;
  invoiceDate: string | null;
  total: string | null;
}

export interface FieldResult {
  key: string;
  expected: string | null;
  got: string | null;
  source: string | null;
  confidence: number | null;
  right: boolean;
}

export interface FileResult {
  file: string;
  pages: number;
  ms: number;
  fields: FieldResult[];
  /** Amounts of the proposed rows, and whether they are the table's (null: no table truth). */
  lineAmounts: string[];
  linesRight: boolean | null;
}

export interface CorpusResult {
  files: FileResult[];
  right: number;
  total: number;
  pages: number;
  ms: number;
}

const sameValue = (key: string, a: string | null, b: string | null) =>
  key === 'invoiceTotal' && a !== null && b !== null ? toCents(a) === toCents(b) : a === b;

function multipart(data: object, file: { name: string; bytes: Uint8Array }) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="fileUploadData"\r\n\r\n${JSON.stringify(data)}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function readJson<T>(file: string, fallback: T): Promise<T> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as T) : fallback;
}

/** Runs every PDF of `dir` through the pipeline and scores number, date and total (and table rows). */
export async function runExtractionCorpus(dir: string, onFile?: (r: FileResult) => void): Promise<CorpusResult> {
  const truths = await readJson<Truth[]>(path.join(dir, 'truth.json'), []);
  const lineTruth = await readJson<{ file: string; amounts: string[] }[]>(path.join(dir, 'line-items.json'), []);
  const files = (await readdir(dir)).filter((f) => f.toLowerCase().endsWith('.pdf')).sort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'docvue-bench-extraction-'));
  const database = await openDatabase({});
  await database.migrate();
  const config = loadConfig({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3999',
    SEED: 'none',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  try {
    await app.ready();
    const company = await createCompany(database.db, {
      legalName: 'Extraction Bench GmbH',
      city: 'Halle',
      state: 'ST',
      zipCode: '06108',
      taxNumber: 'DE000000000',
      partyTypeIds: [PartyType.Vendor],
      isCloud: false,
    });
    const [user] = await database.db
      .insert(users)
      .values({ emailAddress: 'bench@bench.example', firstName: 'Bench', lastName: 'User', userType: 1 })
      .returning();
    await database.db
      .insert(userRoles)
      .values({ companyId: company.id, userId: user!.id, roleId: Role.User, isMain: true });
    const [party] = await database.db
      .insert(parties)
      .values({
        companyId: company.id,
        partyTypeId: PartyType.Purchaser,
        name: 'Bench Purchaser',
        number: 'B-1',
        emails: [],
      })
      .returning();
    const keys = await loadSigningKeys(database.db);
    const jwk = keys.privateJwks.keys[0]!;
    const token = await new SignJWT({ scope: 'openid profile email' })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
      .setSubject(String(user!.id))
      .setIssuer(config.oidc.issuer)
      .setAudience(config.oidc.audience ?? '')
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(await importJWK(jwk, 'RS256'));
    const headers = { authorization: `Bearer ${token}`, 'company-id': String(company.id) };

    const results: FileResult[] = [];
    for (const file of files) {
      const started = performance.now();
      const body = multipart(
        { documentTypeId: DocumentTemplate.ArInvoice, receivingPartyId: party!.id },
        { name: file, bytes: new Uint8Array(await readFile(path.join(dir, file))) },
      );
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/documents/upload',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
      if (uploaded.statusCode !== 201) throw new Error(`${file}: upload answered ${uploaded.statusCode}`);
      const id = uploaded.json<{ documentId: number }>().documentId;
      await app.jobs.idle();
      const ms = performance.now() - started;
      const doc = (await app.inject({ method: 'GET', url: `/api/documents/${id}`, headers })).json<{
        pageCount: number | null;
      }>();
      const proposed = await app.inject({
        method: 'POST',
        url: '/api/autoextraction',
        headers,
        payload: {
          documentId: id,
          documentTypeId: DocumentTemplate.ArInvoice,
          documentMetadata: benchFields.map((f) => ({ key: f.key, value: null })),
        },
      });
      const values = proposed.json<{ documentMetadata: AutoExtractedValue[] }>().documentMetadata;
      const lines = (
        await app.inject({ method: 'GET', url: `/api/documents/${id}/ProposedLineItems/0/-1`, headers })
      ).json<ProposedLineItems>();
      const truth = truths.find((t) => t.file === file);
      const fields = benchFields
        .filter((f) => truth && truth[f.truth] !== null)
        .map((f) => {
          const v = values.find((x) => x.key === f.key);
          const expected = truth![f.truth];
          const got = v?.value ?? null;
          return {
            key: f.key,
            expected,
            got,
            source: v?.source ?? null,
            confidence: v?.confidence ?? null,
            right: sameValue(f.key, got, expected),
          };
        });
      const lineAmounts = lines.suggestedRows.map((r) => r.amount ?? '');
      const wanted = lineTruth.find((t) => t.file === file)?.amounts;
      const result: FileResult = {
        file,
        pages: doc.pageCount ?? 0,
        ms,
        fields,
        lineAmounts,
        linesRight: wanted ? JSON.stringify(lineAmounts) === JSON.stringify(wanted) : null,
      };
      results.push(result);
      onFile?.(result);
    }
    const all = results.flatMap((r) => r.fields);
    return {
      files: results,
      right: all.filter((f) => f.right).length,
      total: all.length,
      pages: results.reduce((s, r) => s + r.pages, 0),
      ms: results.reduce((s, r) => s + r.ms, 0),
    };
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
