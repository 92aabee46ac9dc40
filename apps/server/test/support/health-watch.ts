/** What /api/health answered while some work ran: each answer's time, and what was not a 200. */
export interface HealthWatch<T> {
  result: T;
  latencies: number[];
  failures: string[];
  /** The 99th percentile of the answers' times, in ms. */
  p99: number;
}

/**
 * Runs `work` while `${base}/api/health` is asked every 25 ms over a real socket (a blocked event
 * loop answers late or not at all); the attack tests of issue 39 assert p99 < 1 s.
 */
export async function watchingHealth<T>(base: string, work: () => Promise<T>): Promise<HealthWatch<T>> {
  const latencies: number[] = [];
  const failures: string[] = [];
  let done = false;
  const watcher = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) }).catch((e: Error) => e);
      latencies.push(performance.now() - started);
      if (res instanceof Error || res.status !== 200)
        failures.push(res instanceof Error ? res.message : `${res.status}`);
      else await res.arrayBuffer();
      await new Promise((r) => setTimeout(r, 25));
    }
  })();
  try {
    const result = await work();
    return { result, latencies, failures, p99: percentile(latencies, 0.99) };
  } finally {
    done = true;
    await watcher;
  }
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}
