import { ErrorCode, userMessages } from '@docvue/contracts';
import { ApiError } from '@/lib/api-client';

/**
 * What creating a user tells about a failure (docs/product/administration.md §8): the e-mail of another
 * company's user of another name (120-020), of a user already here (a conflict), too many adds in a
 * while (the server's words), or anything else. The server no longer answers 120-020 — it would tell
 * an administrator who works elsewhere under which name — but the spec's words stay for that code.
 */
export function createUserErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return userMessages.createFailed;
  if (err.code === ErrorCode.UserExistsElsewhere) return userMessages.existsElsewhere;
  if (err.code === ErrorCode.Conflict) return userMessages.sameEmail;
  if (err.code === ErrorCode.TooManyRequests) return err.message;
  return userMessages.createFailed;
}
