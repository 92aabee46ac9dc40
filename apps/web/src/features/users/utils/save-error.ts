import { ErrorCode, userMessages } from '@docvue/contracts';
import { ApiError } from '@/lib/api-client';

/**
 * What creating a user tells about a failure (administration spec §8): the e-mail of another
 * company's user of another name (120-020), of a user already here (a conflict), or anything else.
 */
export function createUserErrorMessage(err: unknown): string {
  if (!(err instanceof ApiError)) return userMessages.createFailed;
  if (err.code === ErrorCode.UserExistsElsewhere) return userMessages.existsElsewhere;
  if (err.code === ErrorCode.Conflict) return userMessages.sameEmail;
  return userMessages.createFailed;
}
