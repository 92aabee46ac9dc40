import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { freePort } from '../support/free-port.js';

export { freePort };

export interface ListeningApp extends TestApp {
  baseUrl: string;
  port: number;
  /** Closes the listening app (not the database) and builds a new one on the same database and port. */
  restart(): Promise<void>;
}

/**
 * The app listening on 127.0.0.1 with PUBLIC_URL pointing at it, because the sign-in flow
 * is real HTTP: redirects, cookies and the provider's absolute URLs.
 */
export async function startListeningApp(env: Record<string, string> = {}): Promise<ListeningApp> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ PUBLIC_URL: baseUrl, ...env });
  let app: FastifyInstance = t.app;
  await app.listen({ port, host: '127.0.0.1' });

  const listening: ListeningApp = {
    ...t,
    baseUrl,
    port,
    get app() {
      return app;
    },
    async restart() {
      await app.close();
      app = await buildApp({ config: t.config, database: t.database, serveWeb: false, logger: false });
      await app.listen({ port, host: '127.0.0.1' });
    },
    async close() {
      await app.close();
      await t.database.close();
    },
  };
  return listening;
}

let counter = 0;

/** A user with a password, straight into the table (the users module is not under test here). */
export async function createUser(
  t: TestApp,
  opts: { password?: string; blocked?: boolean; isActive?: boolean; isTemporaryPassword?: boolean } = {},
) {
  counter += 1;
  const email = `user${counter}.${Date.now()}@example.com`;
  const [row] = await t.db
    .insert(users)
    .values({
      emailAddress: email,
      firstName: 'Dana',
      lastName: `Tester${counter}`,
      passwordHash: opts.password ? await hashPassword(opts.password) : null,
      blocked: opts.blocked ?? false,
      isActive: opts.isActive ?? true,
      isTemporaryPassword: opts.isTemporaryPassword ?? false,
    })
    .returning();
  return row!;
}
