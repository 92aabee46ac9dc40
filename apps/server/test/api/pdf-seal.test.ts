import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { serverSecrets } from '../../src/db/schema/index.js';
import { checkPdfSeal } from '../../src/lib/pdf-seal-verify.js';
import { generateSealP12, loadPdfSeal } from '../../src/lib/pdf-seal.js';
import { openTestDatabase } from '../support/database.js';

/**
 * The product's seal certificate: generated once per database and shared by every
 * server process on it, whatever their data folders; an earlier one kept in a data folder is
 * adopted; a configured one (SEAL_P12) is used instead.
 */
let database: DatabaseHandle;
let scratch: string;
const folder = async (name: string) => {
  const dir = path.join(scratch, name);
  await mkdir(dir, { recursive: true });
  return dir;
};

beforeAll(async () => {
  database = await openTestDatabase();
  scratch = await mkdtemp(path.join(os.tmpdir(), 'docvue-seal-'));
});
afterAll(async () => {
  await database.close();
  await rm(scratch, { recursive: true, force: true });
});

const info = { documentId: 1, reason: 'test', name: 'Test Signer', contactInfo: 't@example.test', location: 'test' };
async function sealWith(seal: Awaited<ReturnType<typeof loadPdfSeal>>) {
  const doc = await PDFDocument.create();
  doc.addPage([612, 792]);
  return checkPdfSeal(await seal.seal(await doc.save(), { ...info, signingTime: new Date() }));
}

describe('the seal certificate', () => {
  it('is made once for the database: processes starting together with their own folders get the same one', async () => {
    const dirs = await Promise.all(['a', 'b', 'c'].map(folder));
    const seals = await Promise.all(dirs.map((dataDir) => loadPdfSeal({ db: database.db, dataDir })));
    expect(new Set(seals.map((s) => s.certificateSha256)).size).toBe(1);
    expect(await database.db.$count(serverSecrets, eq(serverSecrets.name, 'pdf-seal'))).toBe(1);
    // What one seals, another recognises as its own.
    const sealed = await sealWith(seals[0]!);
    expect(sealed).toMatchObject({ signed: true, valid: true, unchanged: true });
    expect(sealed.certificateSha256).toBe(seals[2]!.certificateSha256);
    // A restart keeps it.
    const later = await loadPdfSeal({ db: database.db, dataDir: await folder('d') });
    expect(later.certificateSha256).toBe(seals[0]!.certificateSha256);
  });

  it('uses SEAL_P12 when configured, and leaves the stored one as it is', async () => {
    const stored = await loadPdfSeal({ db: database.db, dataDir: scratch });
    const p12Path = path.join(scratch, 'configured.p12');
    await writeFile(p12Path, generateSealP12('s3cret'));
    const configured = await loadPdfSeal({
      db: database.db,
      dataDir: scratch,
      configured: { p12Path, passphrase: 's3cret' },
    });
    expect(configured.certificateSha256).not.toBe(stored.certificateSha256);
    expect((await sealWith(configured)).certificateSha256).toBe(configured.certificateSha256);
    expect((await loadPdfSeal({ db: database.db, dataDir: scratch })).certificateSha256).toBe(stored.certificateSha256);
  });

  it('adopts the certificate an earlier release kept in the data folder, so what it sealed still verifies', async () => {
    const fresh = await openTestDatabase();
    try {
      const dataDir = await folder('earlier');
      await mkdir(path.join(dataDir, 'seal'));
      await writeFile(path.join(dataDir, 'seal', 'passphrase'), 'earlier-pass');
      await writeFile(path.join(dataDir, 'seal', 'seal.p12'), generateSealP12('earlier-pass'));
      const earlier = await loadPdfSeal({
        db: fresh.db,
        dataDir,
        configured: { p12Path: path.join(dataDir, 'seal', 'seal.p12'), passphrase: 'earlier-pass' },
      });
      const adopted = await loadPdfSeal({ db: fresh.db, dataDir });
      expect(adopted.certificateSha256).toBe(earlier.certificateSha256);
      const elsewhere = await loadPdfSeal({ db: fresh.db, dataDir: await folder('elsewhere') });
      expect(elsewhere.certificateSha256).toBe(earlier.certificateSha256);
    } finally {
      await fresh.close();
    }
  });
});
