import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobs } from '../../src/db/schema/index.js';
import { sweepOrphanFiles } from '../../src/jobs/janitor.js';
import { localBlobStore } from '../../src/lib/blob-store.js';
import { createTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);

describe('the janitor', () => {
  it('removes old orphan bodies and temporary files, and keeps bodies with rows and young ones', async () => {
    const store = localBlobStore(t.config.dataDir);
    const orphan = await store.put(Buffer.from('stored, then the process died before its row'));
    const young = await store.put(Buffer.from('stored a moment ago; its transaction is still running'));
    const kept = await store.put(Buffer.from('stored with its row'));
    await t.db.insert(blobs).values({ sha256: kept.sha256, size: kept.size, mimeType: 'text/plain' });
    for (const old of [orphan, kept]) await utimes(store.pathOf(old.sha256), twoHoursAgo, twoHoursAgo);
    const tmp = path.join(store.root, 'tmp');
    await mkdir(tmp, { recursive: true });
    await writeFile(path.join(tmp, 'old.part'), 'an upload cut off by a crash');
    await utimes(path.join(tmp, 'old.part'), twoHoursAgo, twoHoursAgo);
    await writeFile(path.join(tmp, 'busy.part'), 'an upload arriving now');

    expect(await sweepOrphanFiles(t.db, store)).toEqual({ temporaryFiles: 1, orphanBlobs: 1 });
    expect(await store.exists(orphan.sha256)).toBe(false);
    expect(await store.exists(young.sha256)).toBe(true);
    expect(await store.exists(kept.sha256)).toBe(true);
    expect(await sweepOrphanFiles(t.db, store)).toEqual({ temporaryFiles: 0, orphanBlobs: 0 });
  });

  it('does not take a body stored again for an old orphan (its row is about to be written)', async () => {
    const store = localBlobStore(t.config.dataDir);
    const first = await store.put(Buffer.from('the same content, twice'));
    await utimes(store.pathOf(first.sha256), twoHoursAgo, twoHoursAgo);
    await store.put(Buffer.from('the same content, twice'));
    expect(await sweepOrphanFiles(t.db, store)).toMatchObject({ orphanBlobs: 0 });
    expect(await store.exists(first.sha256)).toBe(true);
  });
});
