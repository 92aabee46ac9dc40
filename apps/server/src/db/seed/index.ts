import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../client.js';

/** Seeds the demo network once (being written). Returns true when it seeded. */
export async function seedDemoNetwork(_db: Database, _opts: { log: FastifyBaseLogger; dataDir: string }): Promise<boolean> {
  return false;
}

export function demoLoginTable(): string {
  return '';
}
