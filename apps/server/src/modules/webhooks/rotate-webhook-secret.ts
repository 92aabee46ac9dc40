import type { TenantContext } from '../../access/context.js';
import type { Queryable } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { updateEndpoint } from './repository.js';
import { newWebhookSecret, secretHint } from './sign-webhook.js';

/**
 * `POST /webhooks/:id/secret`: a new secret signs every attempt from now on, retries of earlier
 * events too; shown in this answer only.
 */
export async function rotateWebhookSecret(db: Queryable, ctx: TenantContext, id: number) {
  const secret = newWebhookSecret();
  if (!(await updateEndpoint(db, ctx.companyId, id, { secret }))) throw notFound('The webhook endpoint');
  return { secret, secretHint: secretHint(secret) };
}
