import { declaredRoutes } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRequest, fuzzRoute, fuzzSeed } from './run-fuzz.js';
import { openFuzzWorld, type FuzzWorld } from './world.js';

/**
 * The fuzz of every declared route as vitest tests: one test per route, `runs` generated requests
 * each, on one app. `shard` of `shards` splits the routes over test files, so the two workers of
 * a run share the work.
 */
export function defineFuzzSuite(opts: { runs: number; shard?: number; shards?: number }) {
  const { runs, shard = 0, shards = 1 } = opts;
  const routes = declaredRoutes.filter((_, i) => i % shards === shard);
  const seed = fuzzSeed();
  let world: FuzzWorld;

  beforeAll(async () => {
    world = await openFuzzWorld();
  }, 300_000);
  const started = { wall: performance.now(), cpu: process.cpuUsage() };
  const cpuSeconds = new Map<string, number>();
  afterAll(async () => {
    const cpu = process.cpuUsage(started.cpu);
    // The figures the README and the issue quote: how long the fuzz takes where it runs.
    console.log(
      `route fuzz: ${routes.length} routes × ${runs} requests in ${((performance.now() - started.wall) / 1000).toFixed(0)} s` +
        ` (${((cpu.user + cpu.system) / 1e6).toFixed(0)} s CPU); most CPU: ` +
        [...cpuSeconds]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 8)
          .map(([name, s]) => `${name} ${s.toFixed(1)} s`)
          .join(', '),
    );
    await world?.close();
  });

  describe(`${runs} generated requests per route (seed ${seed}; FUZZ_SEED=${seed} replays)`, () => {
    for (const route of routes) {
      it(`${route.method} ${route.path} (${route.name}) never answers 5xx, a bad error shape, an undeclared response, or another company's data`, async () => {
        const cpu = process.cpuUsage();
        const { sent, findings } = await fuzzRoute(world, route, runs, seed);
        const used = process.cpuUsage(cpu);
        cpuSeconds.set(route.name, (used.user + used.system) / 1e6);
        expect(sent).toBe(runs);
        const report = findings.map((f) => `${f.times}× ${f.problem}\n    e.g. ${describeRequest(f.request)}`);
        expect(report).toEqual([]);
      }, 600_000);
    }
  });
}
