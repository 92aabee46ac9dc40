import { z } from 'zod';
import { id } from './common.js';

/**
 * A user's saved signature (docs/product/documents.md §3 "User signature", §9 "Signature canvas"): a PNG
 * with white made transparent, drawn once and used to sign division orders.
 */
export const signatureLimits = {
  /** The decoded image; a drawn signature is a few KiB. */
  maxBytes: 256 * 1024,
  maxWidth: 2000,
  maxHeight: 1000,
} as const;

export const signatureMessages = {
  empty: 'Draw your signature first',
  notImage: 'The signature must be a PNG or JPEG image.',
  tooLarge: `The signature image is larger than ${signatureLimits.maxBytes / 1024} KB.`,
  tooBig: `The signature image is larger than ${signatureLimits.maxWidth} × ${signatureLimits.maxHeight} pixels.`,
} as const;

export const userSignature = z.object({
  userId: z.number().int(),
  /** PNG, base64 without a data: prefix; null when none is saved. */
  signatureImageAsBase64: z.string().nullable(),
});
export type UserSignature = z.infer<typeof userSignature>;

/** `POST`/`PUT /usersignatureimage/`: one's own signature (userId, when sent, must be the caller). */
export const userSignatureBody = z.object({
  userId: id.optional(),
  signatureImageAsBase64: z
    .string()
    .trim()
    .min(1, signatureMessages.empty)
    // base64 is 4/3 of the bytes, plus a data: prefix.
    .max(Math.ceil((signatureLimits.maxBytes * 4) / 3) + 64, signatureMessages.tooLarge),
});
export type UserSignatureBody = z.input<typeof userSignatureBody>;
export const userSignatureParams = z.object({ userId: id });
