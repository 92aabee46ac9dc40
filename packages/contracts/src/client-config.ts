import { z } from 'zod';

/** What the web client needs before sign-in: where to sign in, and as which client. */
export const clientConfig = z.object({
  oidc: z.object({
    authority: z.string(),
    clientId: z.string(),
    scope: z.string(),
    /**
     * The API's resource indicator (RFC 8707), when the issuer needs it asked for: sent on the
     * authorization request and on every token request (code and refresh).
     */
    resource: z.string().nullable(),
    /** Sent as `audience` on the authorization request, when the issuer asks for the API that way (Auth0). */
    audience: z.string().nullable(),
    builtIn: z.boolean(),
  }),
  licenceVersion: z.string(),
  environment: z.string(),
  /** No SMTP relay is configured: mail stays on the server, and each user reads theirs at /mailbox. */
  devMailbox: z.boolean(),
});

/** `GET /devmailbox`: the mails the server would have sent to the caller's address. */
export const devMailboxResponse = z.object({
  items: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type DevMailboxResponse = z.infer<typeof devMailboxResponse>;
export type ClientConfig = z.infer<typeof clientConfig>;
