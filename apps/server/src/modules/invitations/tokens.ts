import { createHash, randomBytes } from 'node:crypto';

/** A link's token: 256 random bits, URL-safe. Only its hash is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An invitation link works this long after it was last sent. */
export const INVITATION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Where the e-mailed link leads: registration of a new company with the invitation. */
export const registrationLink = (publicUrl: string, token: string) => `${publicUrl}/register/${token}`;
