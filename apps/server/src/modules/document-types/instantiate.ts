import type { Queryable } from '../../db/client.js';

/** Creates the company's instance of every network template (being written). */
export async function instantiateDocumentTypes(_db: Queryable, _companyId: number): Promise<void> {}
