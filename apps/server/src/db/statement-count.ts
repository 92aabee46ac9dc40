import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The SQL statements sent on behalf of one piece of work (a request, a benchmark call): every
 * statement Drizzle sends, on either driver, lands in the innermost scope it runs under.
 * Outside a scope nothing is recorded (one `getStore()` per statement), so the hook stays on in
 * production and costs nothing there.
 */
const scope = new AsyncLocalStorage<string[]>();

export const statementRecorder: Logger = {
  logQuery(query) {
    scope.getStore()?.push(query);
  },
};

/** Runs `work` and returns the statements it sent, in the order they were sent. */
export async function statementsSentBy<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const result = await scope.run(statements, work);
  return { result, statements };
}

/**
 * Hands every request's statements to `onResponse` when it is answered. Registered before any
 * other hook: the rest of the request (auth, body, handler) runs inside the scope. `app.inject`
 * does not carry the caller's async context into the request, so a scope around a call made
 * from outside would see nothing; this one is opened by the request itself.
 */
export function recordStatementsPerRequest(
  app: FastifyInstance,
  onResponse: (req: FastifyRequest, statements: string[]) => void,
): void {
  const sent = new WeakMap<FastifyRequest, string[]>();
  app.addHook('onRequest', (req, _reply, done) => {
    const statements: string[] = [];
    sent.set(req, statements);
    scope.run(statements, done);
  });
  app.addHook('onResponse', async (req) => {
    const statements = sent.get(req);
    if (statements) onResponse(req, statements);
  });
}
