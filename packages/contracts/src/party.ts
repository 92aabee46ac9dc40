import { z } from 'zod';
import { partyTypeIds } from './ids.js';

/**
 * Connection states, derived only from connectedCompanyId, suggestedCompanyId and
 * isInviteSent (administration spec §4). The ids are the order of the list filter.
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
  partyStatus: z.coerce.number().int().min(0).max(5, 'partyStatus must be between 0 and 5').optional(),
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(10000).default(50),
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
  partyTypeId: z.coerce
    .number()
    .int()
    .min(0)
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
