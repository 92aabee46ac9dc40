import pg from 'pg';

export interface CapturedQuery {
  text: string;
  values: unknown[];
}

type QueryMethod = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * Records the SQL and parameters that the app sends through node-postgres while `fn` runs
 * (every pool client is a pg.Client, so its prototype sees them all).
 */
export async function captureQueries(fn: () => Promise<unknown>): Promise<CapturedQuery[]> {
  // The driver's query() is overloaded; wrapping it needs its untyped form.
  const proto = pg.Client.prototype as unknown as { query: QueryMethod };
  const original = proto.query;
  const captured: CapturedQuery[] = [];
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') captured.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first && typeof first === 'object' && 'text' in first) {
      const q = first as { text: string; values?: unknown[] };
      captured.push({ text: q.text, values: q.values ?? (Array.isArray(second) ? second : []) });
    }
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    proto.query = original;
  }
  return captured;
}

/**
 * EXPLAIN ANALYZE of each captured statement that reads documents, sent the way the app sends
 * it: an unnamed statement with the same parameters, so PostgreSQL plans it for those values.
 */
export async function explainCaptured(client: pg.Client, queries: CapturedQuery[]): Promise<string> {
  const out: string[] = [];
  for (const q of queries) {
    if (!/^\s*select/i.test(q.text) || !/document_(visibility|search|metadata)|"documents"/.test(q.text)) continue;
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers, costs off) ${q.text}`,
      q.values,
    );
    out.push(`${q.text.replace(/\s+/g, ' ').slice(0, 400)}\n  params ${JSON.stringify(q.values).slice(0, 200)}`);
    out.push(rows.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
  }
  return out.join('\n');
}
