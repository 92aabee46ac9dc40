import { ErrorCode, type ErrorCodeValue } from '@docvue/contracts';

/** An error whose message is meant for the user; the handler sends it as `{ error: { message, code } }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCodeValue | string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: string = ErrorCode.BadRequest) => new AppError(400, code, message);
export const unauthenticated = (message = 'Sign in to continue.') =>
  new AppError(401, ErrorCode.Unauthenticated, message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, ErrorCode.Forbidden, message);
/** Objects the caller may not see answer the same as objects that do not exist. */
export const notFound = (what = 'The item') => new AppError(404, ErrorCode.NotFound, `${what} was not found.`);
export const conflict = (message: string, code: string = ErrorCode.Conflict) => new AppError(409, code, message);
