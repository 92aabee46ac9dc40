import { z } from 'zod';

/**
 * The closed set of error codes. Every error response is `{ error: { message, code } }`; the
 * UI shows `message`, programs branch on `code`. Each code has one HTTP status (below), so the
 * server cannot answer the same code with two statuses.
 */
export const ErrorCode = {
  BadRequest: 'bad_request',
  Validation: 'validation_failed',
  Unauthenticated: 'unauthenticated',
  CompanyRequired: 'company_required',
  NotMember: 'not_member_of_company',
  Forbidden: 'forbidden',
  /**
   * The sign-in is valid but no DocVue Exchange account belongs to it, or it cannot be linked to
   * one (the e-mail is not verified, the account is linked to another sign-in…); the UI says how
   * to get access instead of signing in again.
   */
  NoAccount: 'no_account',
  NotFound: 'not_found',
  Conflict: 'conflict',
  /** The spec's code for "user exists in another company with a different name". */
  UserExistsElsewhere: '120-020',
  /** The document's route status does not allow the action (or someone moved it meanwhile). */
  InvalidTransition: 'invalid_transition',
  /**
   * An e-mailed invitation link that is unknown, expired, used or not this company's (administration
   * docs/product/documents.md §8: 400 'Invitation not found'); the UI shows its dialog.
   */
  InvitationNotFound: 'invitation_not_found',
  /** An invitation link that was replaced by a newer one sent since; the message says when. */
  InvitationSuperseded: 'invitation_superseded',
  /**
   * An invitation redeemed by someone it was not made for: neither the invited address (proved)
   * nor the invited party's tax identifier. Nothing connects.
   */
  InvitationNotForYou: 'invitation_not_for_you',
  /** A document was sent to a party that is not connected on the network; the UI offers the invite. */
  PartyNotConnected: 'party_not_connected',
  PayloadTooLarge: 'payload_too_large',
  /** A file that is what it claims to be by name but cannot be read (a damaged or empty PDF). */
  UnreadableFile: 'unreadable_file',
  UnsupportedMediaType: 'unsupported_media_type',
  RangeNotSatisfiable: 'range_not_satisfiable',
  TooManyRequests: 'too_many_requests',
  /**
   * A company document was stored but could not be read (docs/product/administration.md §8: 501 with the
   * warning 'The file was uploaded but extract data failed.').
   */
  ExtractionFailed: 'extraction_failed',
  /**
   * An `Idempotency-Key` used before by the company with a different request: the first request's
   * result stays, nothing new is stored (use a new key for a new request).
   */
  IdempotencyKeyReused: 'idempotency_key_reused',
  Internal: 'internal_error',
  Unavailable: 'service_unavailable',
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];
export const errorCodes = Object.values(ErrorCode) as [ErrorCodeValue, ...ErrorCodeValue[]];

/** The HTTP status of each code. */
export const errorStatus: Record<ErrorCodeValue, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthenticated: 401,
  company_required: 400,
  not_member_of_company: 403,
  forbidden: 403,
  no_account: 403,
  not_found: 404,
  conflict: 409,
  '120-020': 409,
  invalid_transition: 400,
  invitation_not_found: 400,
  invitation_superseded: 400,
  invitation_not_for_you: 403,
  party_not_connected: 400,
  payload_too_large: 413,
  unreadable_file: 422,
  unsupported_media_type: 415,
  range_not_satisfiable: 416,
  too_many_requests: 429,
  extraction_failed: 501,
  idempotency_key_reused: 422,
  internal_error: 500,
  service_unavailable: 503,
};

/** Codes the web client gives failures that never reached the server or answered without the shape. */
export const ClientErrorCode = {
  Network: 'network_error',
  Http: 'http_error',
} as const;
export type ClientErrorCodeValue = (typeof ClientErrorCode)[keyof typeof ClientErrorCode];

export const errorResponse = z.object({
  error: z.object({
    message: z.string(),
    code: z.enum(errorCodes),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
