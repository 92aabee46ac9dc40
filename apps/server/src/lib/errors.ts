import { ErrorCode, errorStatus, type ErrorCodeValue } from '@docvue/contracts';

/**
 * An error whose message is meant for the user; the handler sends it as `{ error: { message, code } }`
 * with the status the contracts give the code (one code, one status).
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = errorStatus[code];
  }
}

export const badRequest = (message: string) => new AppError(ErrorCode.BadRequest, message);
export const validationFailed = (message: string) => new AppError(ErrorCode.Validation, message);
export const unauthenticated = (message = 'Sign in to continue.') => new AppError(ErrorCode.Unauthenticated, message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(ErrorCode.Forbidden, message);
/** Objects the caller may not see answer the same as objects that do not exist. */
export const notFound = (what = 'The item') => new AppError(ErrorCode.NotFound, `${what} was not found.`);
export const conflict = (message: string) => new AppError(ErrorCode.Conflict, message);
