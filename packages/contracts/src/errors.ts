import { z } from 'zod';

/**
 * Typed error codes. Every error response is `{ error: { message, code } }`; the UI shows
 * `message`, programs branch on `code`.
 */
export const ErrorCode = {
  BadRequest: 'bad_request',
  Validation: 'validation_failed',
  Unauthenticated: 'unauthenticated',
  CompanyRequired: 'company_required',
  NotMember: 'not_member_of_company',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  Conflict: 'conflict',
  /** The spec's code for "user exists in another company with a different name". */
  UserExistsElsewhere: '120-020',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
  TooManyRequests: 'too_many_requests',
  Internal: 'internal_error',
  Unavailable: 'service_unavailable',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorResponse = z.object({
  error: z.object({
    message: z.string(),
    code: z.string(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
