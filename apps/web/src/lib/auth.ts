import type { ClientConfig } from '@docvue/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { UserManager, WebStorageStateStore, type SigninSilentArgs, type UserManagerSettings } from 'oidc-client-ts';
import { useCallback } from 'react';
import { useAuth } from 'react-oidc-context';
import { setAccessTokenProvider } from '@/lib/api-client';
import { reportError } from '@/lib/error-reporting';

export const CALLBACK_PATH = '/auth/callback';
export const SILENT_PATH = '/auth/silent';

/** What the sign-in redirect carries through the identity provider and back. */
export interface SignInState {
  redirectTo: string;
}

export const isSignInState = (value: unknown): value is SignInState =>
  typeof value === 'object' && value !== null && typeof (value as SignInState).redirectTo === 'string';

/**
 * oidc-client-ts sends its `resource` setting on the authorization request and `extraTokenParams`
 * on the code exchange, but a silent renewal with the refresh token takes both from the call's own
 * arguments only: the automatic renewal passes none, and an issuer that follows RFC 8707 strictly
 * answers a refresh without `resource` with a token that is not for the API. So every silent
 * renewal names the resource here.
 */
class ApiUserManager extends UserManager {
  constructor(
    settings: UserManagerSettings,
    private readonly resource: string | undefined,
  ) {
    super(settings);
  }

  override signinSilent(args: SigninSilentArgs = {}) {
    return super.signinSilent(this.resource ? { resource: this.resource, ...args } : args);
  }
}

/**
 * Authorization code + PKCE against the configured issuer (the built-in one at /oidc by
 * default), with the scope, resource indicator and audience the server's configuration names.
 * The access token is renewed silently 5 s before it expires.
 */
export function createUserManager(config: ClientConfig, origin = window.location.origin): UserManager {
  const { oidc } = config;
  // The built-in issuer knows its one API; an external issuer may need to be told (RFC 8707:
  // on the authorization request and on every token request).
  const resource = oidc.builtIn ? undefined : (oidc.resource ?? undefined);
  const manager = new ApiUserManager(
    {
      authority: oidc.authority,
      client_id: oidc.clientId,
      scope: oidc.scope,
      response_type: 'code',
      redirect_uri: `${origin}${CALLBACK_PATH}`,
      silent_redirect_uri: `${origin}${SILENT_PATH}`,
      post_logout_redirect_uri: `${origin}/landingpage`,
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: 5,
      resource,
      extraTokenParams: resource ? { resource } : undefined,
      // Auth0 names the API by `audience` on the authorization request.
      extraQueryParams: !oidc.builtIn && oidc.audience ? { audience: oidc.audience } : undefined,
      userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    },
    resource,
  );
  manager.events.addSilentRenewError((err) => void reportError(err, 'authentication'));
  setAccessTokenProvider(async () => {
    const user = await manager.getUser();
    return user && !user.expired ? user.access_token : undefined;
  });
  return manager;
}

/** Signs out at the identity provider, which returns to the landing page. */
export function useLogout(): () => Promise<void> {
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    queryClient.clear();
    if (!auth.user) {
      window.location.assign('/landingpage');
      return;
    }
    try {
      await auth.signoutRedirect();
    } catch (err) {
      void reportError(err, 'authentication');
      await auth.removeUser();
      window.location.assign('/landingpage');
    }
  }, [auth, queryClient]);
}
