import { RouteStatus } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killDuringImport, killDuringUpload, waitUntilSettled } from '../support/crash-scenarios.js';
import { crashInvariants, prepareWorld, startServer, type CrashWorld } from '../support/server-process.js';

/*
 * The long crash test (`npm run test:chaos`; the quick form runs in CI as crash-restart.test.ts):
 * CHAOS_ROUNDS times (default 8), the real server is killed with SIGKILL at a random moment of an
 * upload or a party import, and started again on the same data folder. At the end every document
 * is complete (read, Pending) or absent, no body lacks its row or row its body (after the
 * janitor's sweep of what the kills left), and every document's history chain verifies.
 */

const rounds = Number(process.env.CHAOS_ROUNDS ?? 8);
let world: CrashWorld;
beforeAll(async () => {
  world = await prepareWorld();
}, 120_000);
afterAll(() => world?.release());

describe(`kill -9 at random points, ${rounds} rounds`, () => {
  it('leaves every document complete or absent, files and rows matched, histories intact', async () => {
    const log: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const server = await startServer(world);
      // A third of the uploads are killed the moment they are answered, while their OCR job runs.
      const afterMs = Math.random() < 0.33 ? ('answered' as const) : Math.floor(Math.random() * 3000);
      const what = Math.random() < 0.7 || afterMs === 'answered' ? 'upload' : 'import';
      const answer =
        what === 'upload'
          ? await killDuringUpload(server, world, afterMs)
          : await killDuringImport(server, world, afterMs as number);
      log.push(`${what} killed after ${afterMs} ms: ${answer}`);
      expect(answer === 'cut off' || (typeof answer === 'number' && answer < 500), log.join('\n')).toBe(true);
    }
    const server = await startServer(world);
    const { docs, settled, waitedMs } = await waitUntilSettled(server, world);
    log.push(`settled after ${waitedMs} ms`);
    await server.stop();
    expect(settled, `${log.join('\n')}\n${JSON.stringify(docs)}`).toBe(true);

    const found = await crashInvariants(world);
    console.log(`${log.join('\n')}\njanitor swept ${JSON.stringify(found.swept)}; ${found.docs.length} documents`);
    expect(found.rowsWithoutFile).toEqual([]);
    expect(found.filesWithoutRow).toEqual([]);
    expect(found.brokenHistory).toEqual([]);
    for (const d of found.docs) {
      expect(d).toMatchObject({ routeStatusId: RouteStatus.Pending, ocrStatus: 'done' });
      expect(d.pageCount).toBeGreaterThan(0);
    }
  }, 1_800_000);
});
