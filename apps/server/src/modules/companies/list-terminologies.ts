import type { Queryable } from '../../db/client.js';
import { presentTerminologies } from './presenter.js';
import { terminologiesOfCompany } from './repository.js';

/** Every renameable word with the company's own name for it, or the default (the settings screen, the session). */
export async function listTerminologies(db: Queryable, companyId: number) {
  return presentTerminologies(await terminologiesOfCompany(db, companyId));
}
