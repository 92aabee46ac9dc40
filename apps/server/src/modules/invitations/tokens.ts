import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import { openSealedText, sealText } from '../../lib/sealed-text.js';

/** A link's token: 256 random bits, URL-safe. It is looked up by its hash. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An invitation link works this long after it was last sent. */
export const INVITATION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Where the e-mailed link leads: registration of a new company with the invitation. */
export const registrationLink = (publicUrl: string, token: string) => `${publicUrl}/register/${token}`;

/** Every process derives the same sealing key from the shared server secret. */
export const invitationLinkSecret = (app: Pick<AppContext, 'keys'>) => app.keys.cookieKeys[0]!;

/** The token kept sealed (tokenSealed), so the sender can copy the link it e-mailed. */
const PURPOSE = 'docvue-invitation-link-v1';
export const sealInvitationToken = (secret: string, token: string) => sealText(secret, PURPOSE, token);
export const openInvitationToken = (secret: string, sealed: string) => openSealedText(secret, PURPOSE, sealed);

/** A tax identifier as identifiers are compared (docvue_tax_key in SQL): its digits. */
export const taxKey = (tax: string | null | undefined) => (tax ?? '').replace(/[^0-9]/g, '');
