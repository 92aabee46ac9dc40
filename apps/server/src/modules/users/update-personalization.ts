import type { Personalization } from '@docvue/contracts';
import type { Identity } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { getPersonalization } from './get-personalization.js';
import { savePreferences } from './repository.js';

/** Saves the preferences sent (the others stay) and answers them all. */
export async function updatePersonalization(db: Database, identity: Identity, body: Partial<Personalization>) {
  const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Record<string, string>;
  await savePreferences(db, identity.userId, values);
  return getPersonalization(db, identity.userId);
}
