import type { WebhookEndpointBody } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { WebhookSettings } from '../../config.js';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { presentEndpoint } from './presenter.js';
import { insertEndpoint } from './repository.js';
import { newWebhookSecret } from './sign-webhook.js';
import { parseTargetUrl, resolveTarget, TargetRefused, type Resolve } from './webhook-target.js';

/** Whether the URL may be an endpoint of this server: https, and a host where deliveries may go. */
export async function checkTargetUrl(url: string, settings: WebhookSettings, resolve?: Resolve): Promise<URL> {
  try {
    const parsed = parseTargetUrl(url, settings.targets);
    await resolveTarget(parsed, settings.targets, resolve);
    return parsed;
  } catch (err) {
    if (err instanceof TargetRefused) throw badRequest(err.message);
    throw err;
  }
}

/** `POST /webhooks`: registers an endpoint; the answer holds its secret, the only time it is shown. */
export async function createWebhook(
  db: Database,
  settings: WebhookSettings,
  ctx: TenantContext,
  body: { url: string; description: string | null; events: WebhookEndpointBody['events'] },
) {
  const url = await checkTargetUrl(body.url, settings);
  const secret = newWebhookSecret();
  const row = await insertEndpoint(db, {
    companyId: ctx.companyId,
    url: url.href,
    description: body.description,
    events: body.events,
    secret,
    createdBy: ctx.user.userId,
  });
  return { ...presentEndpoint(row), secret };
}
