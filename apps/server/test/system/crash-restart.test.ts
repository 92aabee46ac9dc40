import { RouteStatus } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killDuringUpload, waitUntilSettled } from '../support/crash-scenarios.js';
import { crashInvariants, prepareWorld, startServer, type CrashWorld } from '../support/server-process.js';

/*
 * The quick form of the crash test (docs/history.md §18; the long one with random kill points is
 * test/chaos/kill-9.test.ts, `npm run test:chaos`): the real server as a child process, killed
 * with SIGKILL during an upload and right after one, started again on the same data folder.
 * Before the job lease, the second case left the document in New without pages (2 of 5 tries).
 */

let world: CrashWorld;
beforeAll(async () => {
  world = await prepareWorld();
}, 120_000);
afterAll(() => world?.release());

describe('kill -9 during and right after an upload', () => {
  it('leaves every document complete or absent, every body with its row, and the history intact', async () => {
    let server = await startServer(world);
    // Mid-upload: the body may be streaming, being inspected, or its row being committed.
    const during = await killDuringUpload(server, world, 150);
    server = await startServer(world);
    // Answered, then killed while its OCR job runs (the job's lease outlives the process).
    const after = await killDuringUpload(server, world, 'answered');
    expect([201, 'cut off']).toContain(during);
    expect(after).toBe(201);

    server = await startServer(world);
    const { docs, settled } = await waitUntilSettled(server, world);
    await server.stop();
    expect(settled, JSON.stringify(docs)).toBe(true);

    const found = await crashInvariants(world);
    expect(found.rowsWithoutFile).toEqual([]);
    expect(found.filesWithoutRow).toEqual([]);
    expect(found.brokenHistory).toEqual([]);
    // The upload that was answered 201 is there, read; the one cut off is there whole or not at all.
    expect(found.docs.length).toBeGreaterThanOrEqual([during, after].filter((a) => a === 201).length);
    for (const d of found.docs) {
      expect(d).toMatchObject({ routeStatusId: RouteStatus.Pending, ocrStatus: 'done' });
      expect(d.pageCount).toBeGreaterThan(0);
    }
  }, 300_000);
});
