import { z } from 'zod';
import { limits } from './limits.js';

const field = z.string().max(limits.clientExceptionFieldMax).optional().nullable();

/** Errors the web client reports (`/clientexceptionlogger`, `/authenticationexceptionlogger`). */
export const clientExceptionBody = z.object({
  message: z.string().trim().min(1, 'message is required').max(limits.clientExceptionFieldMax),
  stackTrace: field,
  type: field,
  cause: field,
  url: field,
});
export type ClientExceptionBody = z.infer<typeof clientExceptionBody>;
