import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import type { SigningKeys } from './lib/keys.js';
import type { Mailer } from './lib/mailer.js';

/** What route modules and services are built from; created once per process. */
export interface AppContext {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  keys: SigningKeys;
  mailer: Mailer;
}
