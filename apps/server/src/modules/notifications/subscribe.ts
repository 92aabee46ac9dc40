import type { PushSubscription } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { AppContext } from '../../app-context.js';
import { PUSH_TOKEN_LIFETIME_MS, signPushToken } from '../../lib/push-token.js';

/** Every process derives the same key from the shared server secret (a token works on any of them). */
export const pushSecretOf = (app: Pick<AppContext, 'keys'>) => app.keys.cookieKeys[0]!;

/** The push channel's address on this deployment, ws:// or wss:// as the site is http or https. */
export function pushSubscription(
  app: Pick<AppContext, 'keys' | 'config'>,
  tenant: TenantContext,
  now = Date.now(),
): PushSubscription {
  const expiresAt = now + PUSH_TOKEN_LIFETIME_MS;
  const token = signPushToken(pushSecretOf(app), {
    userId: tenant.user.userId,
    companyId: tenant.companyId,
    expiresAt,
  });
  const url = new URL('/push', app.config.publicUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return { url: url.toString(), expiresAt: new Date(expiresAt).toISOString() };
}
