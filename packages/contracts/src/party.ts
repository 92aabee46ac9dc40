import { z } from 'zod';
import { id, pageNumber, wholeNumber } from './common.js';
import { isIsoDate } from './dates.js';
import { PartyType, partyTypeIds, partyTypeNames, type PartyTypeId } from './ids.js';
import { routingNumberProblem, tinProblem } from './identifiers.js';

/**
 * Connection states, derived only from connectedCompanyId, suggestedCompanyId and
 * isInviteSent (docs/product/administration.md §4). The ids are the order of the list filter.
 */
export const ConnectionStatus = {
  Connected: 1,
  Connect: 2,
  Invite: 3,
  InviteSent: 4,
  Connecting: 5,
} as const;
export type ConnectionStatusId = (typeof ConnectionStatus)[keyof typeof ConnectionStatus];
export const connectionStatusLabels: Record<ConnectionStatusId, string> = {
  1: 'Connected',
  2: 'Connect',
  3: 'Invite',
  4: 'Invite Sent',
  5: 'Waiting for other party to accept',
};

export function connectionStatusOf(p: {
  connectedCompanyId: number | null;
  suggestedCompanyId: number | null;
  isInviteSent: boolean;
}): ConnectionStatusId {
  if (p.connectedCompanyId != null) return ConnectionStatus.Connected;
  if (p.isInviteSent) {
    return p.suggestedCompanyId != null ? ConnectionStatus.Connecting : ConnectionStatus.InviteSent;
  }
  return p.suggestedCompanyId != null ? ConnectionStatus.Connect : ConnectionStatus.Invite;
}

export const orgUnitRef = z.object({ id: z.number().int(), name: z.string(), code: z.string() });

export const party = z.object({
  id: z.number().int(),
  partyTypeId: z.number().int(),
  partyTypeName: z.string(),
  name: z.string(),
  number: z.string(),
  phone: z.string().nullable(),
  ext: z.string().nullable(),
  cell: z.string().nullable(),
  emails: z.array(z.string()),
  emailsAsString: z.string(),
  taxIdentifier: z.string().nullable(),
  achRoutingTransitNumber: z.string().nullable(),
  wireRoutingTransitNumber: z.string().nullable(),
  effectiveFromDate: z.string().nullable(),
  effectiveThruDate: z.string().nullable(),
  companyOrgUnitIds: z.array(z.number().int()),
  companyOrgUnits: z.array(orgUnitRef),
  addressLineOne: z.string().nullable(),
  addressLineTwo: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  altAddressLineOne: z.string().nullable(),
  altAddressLineTwo: z.string().nullable(),
  altCity: z.string().nullable(),
  altState: z.string().nullable(),
  altZipCode: z.string().nullable(),
  isActive: z.boolean(),
  externalSystem: z.string().nullable(),
  externalSystemId: z.string().nullable(),
  connectedCompanyId: z.number().int().nullable(),
  suggestedCompanyId: z.number().int().nullable(),
  isInviteSent: z.boolean(),
  connectionStatus: z.number().int(),
});
export type Party = z.infer<typeof party>;

export const partySortColumns = [
  'name',
  'number',
  'partyTypeName',
  'phone',
  'effectiveFromDate',
  'effectiveThruDate',
  'isActive',
] as const;

export const partyGridQuery = z.object({
  isActive: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  partyStatus: wholeNumber((n) => n.min(0).max(5, 'partyStatus must be between 0 and 5')).optional(),
  page: pageNumber.default(1),
  itemsPerPage: wholeNumber((n) => n.min(1).max(10000)).default(50),
  orderBy: z
    .string()
    .optional()
    .transform((v) => v?.trim() || 'name')
    .pipe(z.enum(partySortColumns, { message: `orderBy must be one of ${partySortColumns.join(', ')}` })),
  orderByDirection: z
    .string()
    .optional()
    .transform((v) => (v?.toLowerCase() === 'desc' ? 'desc' : 'asc')),
  query: z.string().trim().max(255).optional(),
  partyTypeId: wholeNumber((n) => n.min(0))
    .optional()
    .refine((v) => v === undefined || v === 0 || (partyTypeIds as number[]).includes(v), 'Unknown party type'),
  filterVendorsOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type PartyGridQuery = z.infer<typeof partyGridQuery>;

export const partyGridResponse = z.object({
  items: z.array(party),
  totalRecords: z.number().int(),
});

export const partyTypeRef = z.object({ id: z.number().int(), name: z.string() });
export const partyTypesResponse = z.array(partyTypeRef);

/** Party form limits (docs/product/administration.md §5). */
export const partyLimits = {
  text: 255,
  externalSystem: 128,
  externalSystemId: 32,
  taxIdentifier: 50,
  routingNumber: 9,
  emails: 500,
  phone: 16,
  ext: 8,
  cell: 16,
  zipCode: 10,
  state: 50,
} as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;
/** Optional text: trimmed, empty is null. */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));
const required = (max: number) => z.string({ error: 'Required' }).trim().min(1, 'Required').max(max, tooLong(max));

/** A zod check of an identifier's rule: a value (when there is one) refused with the rule's message. */
const identifier =
  (rule: (value: string, label: string) => string | null, label: string, max: number) =>
  (value: string | null, ctx: z.RefinementCtx) => {
    // A value already refused for its length gets that one message, not two.
    const problem = value && value.length <= max ? rule(value, label) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

/** The addresses of a whitespace-separated e-mail list, in order, without repeats. */
export const emailsOf = (text: string | null | undefined): string[] => [
  ...new Set((text ?? '').split(/\s+/).filter((e) => e.length > 0)),
];

const emailFormat = z.string().email();
/** The spec's message for the first address of a list that is not an e-mail address, or null. */
export function emailListProblem(text: string | null | undefined): string | null {
  const bad = emailsOf(text).find((e) => e.length > 255 || !emailFormat.safeParse(e).success);
  return bad === undefined ? null : `${bad} is not a valid email`;
}

/** Dates arrive as YYYY-MM-DD or a longer ISO timestamp, which is trimmed to its day (docs/product/administration.md §5). */
const partyDate = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v.slice(0, 10) : null))
  .refine((v) => v === null || isIsoDate(v), 'Must be a date (YYYY-MM-DD)');

export const partyTypeIdInput = wholeNumber(undefined, 'Required')
  .refine((v) => (partyTypeIds as number[]).includes(v), 'Unknown party type')
  .transform((v) => v as PartyTypeId);

/**
 * The fields of the Party form and of each imported row (docs/product/administration.md §5): Type, Name,
 * Party Number, Tax Identifier and Emails are required; the other limits as listed. At least one
 * org unit, in the company's word for it, and a unique number per type are checked by the server,
 * which knows the company.
 */
export const partyFields = z.object({
  name: required(partyLimits.text),
  number: required(partyLimits.text),
  // The spec's 'Required' and length first; then the TIN rule (identifiers.ts).
  taxIdentifier: required(partyLimits.taxIdentifier).superRefine(
    identifier(tinProblem, 'Tax Identifier', partyLimits.taxIdentifier),
  ),
  emailsAsString: required(partyLimits.emails).superRefine((text, ctx) => {
    const problem = emailListProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  phone: optional(partyLimits.phone),
  ext: optional(partyLimits.ext),
  cell: optional(partyLimits.cell),
  achRoutingTransitNumber: optional(partyLimits.routingNumber).superRefine(
    identifier(routingNumberProblem, 'ACH Routing Transit Number', partyLimits.routingNumber),
  ),
  wireRoutingTransitNumber: optional(partyLimits.routingNumber).superRefine(
    identifier(routingNumberProblem, 'Wire Routing Transit Number', partyLimits.routingNumber),
  ),
  effectiveFromDate: partyDate,
  effectiveThruDate: partyDate,
  companyOrgUnitIds: z.array(id).max(1000).default([]),
  addressLineOne: optional(partyLimits.text),
  addressLineTwo: optional(partyLimits.text),
  city: optional(partyLimits.text),
  state: optional(partyLimits.state),
  zipCode: optional(partyLimits.zipCode),
  altAddressLineOne: optional(partyLimits.text),
  altAddressLineTwo: optional(partyLimits.text),
  altCity: optional(partyLimits.text),
  altState: optional(partyLimits.state),
  altZipCode: optional(partyLimits.zipCode),
  isActive: z.boolean().default(true),
});
export type PartyFields = z.output<typeof partyFields>;

/** `POST /party`: the type is chosen on create only; the party may be invited at once. */
export const createPartyBody = partyFields.extend({
  partyTypeId: partyTypeIdInput,
  inviteToNetwork: z.boolean().default(false),
});
export type CreatePartyBody = z.input<typeof createPartyBody>;

/** `PUT /party/{id}`: everything but the type (sending the same type is accepted, another is refused). */
export const updatePartyBody = partyFields.extend({ partyTypeId: partyTypeIdInput.optional() });
export type UpdatePartyBody = z.input<typeof updatePartyBody>;

/** A warning the form shows; saving still proceeds (docs/product/administration.md §5). */
export const effectiveDatesWarning = 'Effective From Date must be before Effective Thru Date';
export const effectiveDatesInOrder = (from: string | null | undefined, thru: string | null | undefined) =>
  !from || !thru || from <= thru;

export const inviteRequiresEmail = 'A contact email is required to invite a party to your network';
export const orgUnitRequired = (term: string) => `You must select at least 1 ${term}`;

/** `PUT /party/{id}/invite`: optionally the address to invite, which becomes the party's first e-mail. */
export const invitePartyBody = z
  .object({ email: z.string().trim().max(255).email('Must be a valid e-mail').optional() })
  .nullish();

/** `POST /invitation/resend`: the invitation of the sender's party record, to this address. */
export const resendInvitationBody = z.object({
  senderPartyIdOfReceiverCompany: id,
  receiverEmail: z.string().trim().max(255).email('Must be a valid e-mail'),
});

/** `POST /party/networksearch`: the parties to match (default: every party not connected yet). */
export const networkSearchBody = z.object({ partyIds: z.array(id).max(10000).optional() }).nullish();

export const networkMatch = z.object({
  party: party,
  company: z.object({
    id: z.number().int(),
    name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  /** 1 for the same tax identifier; otherwise how alike the names are (0…1), with the zip code. */
  score: z.number(),
  matchedBy: z.enum(['taxIdentifier', 'name']),
});
export type NetworkMatch = z.infer<typeof networkMatch>;
export const networkSearchResponse = z.object({
  /** How many parties were compared. */
  searched: z.number().int(),
  matches: z.array(networkMatch),
});
export type NetworkSearchResponse = z.infer<typeof networkSearchResponse>;

/** The network search dialog's words (docs/product/administration.md §2). */
export const networkSearchTitle = 'Finding Matches on the Exchange Network...';
export const matchesFoundText = (n: number) =>
  n === 0 ? 'Sorry no matches found' : n === 1 ? '1 match found' : `${n} matches found`;

/**
 * The columns of the import template, in order (also read from CSV); Type is the party type's
 * name, Org Units are names or codes separated by ';', dates YYYY-MM-DD.
 */
export const partyImportColumns = [
  'Type',
  'Name',
  'Number',
  'Tax Identifier',
  'Emails',
  'Phone',
  'Address Line One',
  'Address Line Two',
  'City',
  'State',
  'Zip',
  'Org Units',
  'Effective From',
  'Effective Thru',
] as const;
export const partyImportLimits = { maxBytes: 5 * 1024 * 1024, maxRows: 20000 } as const;

/**
 * A party type's name as a company's users read it: the company may call vendors by its own word
 * (terminology `TerminologyKey.Vendor`, e.g. 'Supplier'); the other types keep their names.
 */
export function partyTypeNameIn(partyTypeId: number, vendorTerm?: string): string {
  const own = vendorTerm?.trim();
  if (partyTypeId === PartyType.Vendor && own) return own;
  return partyTypeNames[partyTypeId as PartyTypeId] ?? String(partyTypeId);
}

/** The type a name stands for, in any case: a standard name, or the company's own word for Vendor. */
export function partyTypeByName(name: string, vendorTerm?: string): PartyTypeId | undefined {
  const wanted = name.trim().toLowerCase();
  const standard = partyTypeIds.find((t) => partyTypeNames[t].toLowerCase() === wanted);
  if (standard !== undefined) return standard;
  const own = vendorTerm?.trim().toLowerCase();
  return own && own === wanted ? PartyType.Vendor : undefined;
}

export const partyImportRow = z.object({
  /** The row of the file (the header is row 1). */
  rowNumber: z.number().int(),
  success: z.boolean(),
  errorMessage: z.string().nullable(),
  entity: z.object({
    number: z.string().nullable(),
    name: z.string().nullable(),
    addressLineOne: z.string().nullable(),
    addressLineTwo: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    phone: z.string().nullable(),
  }),
});
export type PartyImportRow = z.infer<typeof partyImportRow>;
export const partyImportResponse = z.object({
  succeeded: z.number().int(),
  failed: z.number().int(),
  rows: z.array(partyImportRow),
});
export type PartyImportResponse = z.infer<typeof partyImportResponse>;
export const importResultTitle = (r: { succeeded: number; failed: number }) =>
  `${r.succeeded} succeeded, ${r.failed} failed`;
