import { z } from 'zod';

/** `POST /session/link`: the ID token of the sign-in whose access token the call carries. */
export const linkSignInBody = z.object({
  idToken: z.string().min(1, 'Required').max(16_384),
});

/** Who the sign-in was linked to; `newlyLinked` is false when it already was. */
export const linkSignInResponse = z.object({
  userId: z.number().int(),
  emailAddress: z.string(),
  newlyLinked: z.boolean(),
});
export type LinkSignInResponse = z.infer<typeof linkSignInResponse>;

/** `GET /ready`: the server can answer signed-in calls (database, and the identity provider's keys). */
export const readinessResponse = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  signIn: z.literal('ok'),
  /** The database's notifications (caches, push across processes) arrive. */
  notifications: z.literal('ok'),
});
