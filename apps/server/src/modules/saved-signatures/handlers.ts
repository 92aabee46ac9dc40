import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { getSignature } from './get-signature.js';
import { saveSignature } from './save-signature.js';

export const savedSignatureHandlers = ({ db }: AppContext) =>
  ({
    getUserSignature: async ({ identity, params }) => getSignature(db, identity, params.userId),
    saveUserSignature: async ({ identity, body }) => saveSignature(db, identity, body),
    replaceUserSignature: async ({ identity, body }) => saveSignature(db, identity, body),
  }) satisfies ApiHandlers;
