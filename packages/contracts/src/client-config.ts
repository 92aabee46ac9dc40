import { z } from 'zod';

/** What the web client needs before sign-in: where to sign in, and as which client. */
export const clientConfig = z.object({
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
    /** The API audience (resource indicator), when the issuer needs it asked for. */
    resource: z.string().nullable(),
    builtIn: z.boolean(),
  }),
  licenceVersion: z.string(),
  environment: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfig>;
