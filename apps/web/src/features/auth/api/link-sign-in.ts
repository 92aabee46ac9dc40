import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/**
 * `POST /session/link`: right after a sign-in at the company's identity provider, links it to the
 * person's account (once; later sign-ins are found by the access token alone).
 */
export const linkSignIn = (idToken: string) => call(api.linkSignIn, { body: { idToken } }, { companyId: false });

/** Silent: the callback page shows what went wrong itself. */
export const useLinkSignIn = () => useRouteMutation(api.linkSignIn, { mutationFn: linkSignIn, meta: { silent: true } });
