import { z } from 'zod';
import { companySummary, terminology } from './company.js';
import { documentTypeSummary } from './document-type.js';
import { dateFormats } from './limits.js';
import { email, wholeNumber } from './common.js';
import { permissionNames, type Permission } from './permissions.js';

export const roleRef = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Offered by the user form (docs/product/administration.md §6: roles 1, 3 and 11). */
  selectable: z.boolean(),
});

export const currentUser = z.object({
  id: z.number().int(),
  emailAddress: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  userType: z.number().int(),
  isGlobalUser: z.boolean(),
  isActive: z.boolean(),
  blocked: z.boolean(),
  isTemporaryPassword: z.boolean(),
  /**
   * What the user may do in the company named by the request's Company-Id header: the web shows
   * actions from these and holds no role ids (a member's roles are the administration screens').
   */
  abilities: z.object(
    Object.fromEntries(permissionNames.map((p) => [p, z.boolean()])) as Record<Permission, z.ZodBoolean>,
  ),
  companies: z.array(companySummary),
  acceptedLicenceVersion: z.string().nullable(),
  currentLicenceVersion: z.string(),
  /** False when the user must (re)accept the licence before using the product. */
  licenceAccepted: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** The body is optional: an empty PUT accepts the current version. */
export const acceptEulaBody = z.object({ version: z.string().max(32).optional() }).nullish();

export const rolesLookup = z.array(roleRef);

export const personalization = z.object({
  dateFormat: z.enum(dateFormats),
  numericFormat: z.string(),
  currencyFormat: z.string(),
  itemsPerPage: z.string(),
  receiveEmails: z.string(),
});
export type Personalization = z.infer<typeof personalization>;

export const personalizationUpdate = z
  .object({
    dateFormat: z.enum(dateFormats, { message: `Date format must be one of ${dateFormats.join(', ')}` }),
    numericFormat: z.string().trim().max(32),
    currencyFormat: z.string().trim().max(32),
    itemsPerPage: z.string().regex(/^\d{1,6}$/, 'Items per page must be a whole number'),
    receiveEmails: z.enum(['true', 'false'], { message: 'receiveEmails must be "true" or "false"' }),
  })
  .partial()
  .strict();

export const exchangeUserQuery = z.object({ companyId: wholeNumber((n) => n.positive()).optional() });
export const exchangeUserResponse = z.object({
  user: currentUser,
  terminologies: z.array(terminology),
  documentTypes: z.array(documentTypeSummary),
  displayWelcomeMessage: z.boolean(),
});
export type ExchangeUserResponse = z.infer<typeof exchangeUserResponse>;

export const resetPasswordQuery = z.object({ email });

export const apiKeyCreated = z.object({
  id: z.number().int(),
  /** Shown once; only a hash is kept. Send it as `Authorization: Bearer <key>` or `X-Api-Key`. */
  key: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
});
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;
