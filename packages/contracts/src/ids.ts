/**
 * Ids and enums named by the specification. They are part of the wire contract:
 * the web client and ERP integrations send and receive these numbers.
 */

export const RouteStatus = {
  Sent: 1,
  Received: 2,
  Approved: 3,
  Paid: 4,
  Rejected: 5,
  Resubmitted: 6,
  New: 7,
  Pending: 8,
  Returned: 9,
} as const;
export type RouteStatusId = (typeof RouteStatus)[keyof typeof RouteStatus];
export const routeStatusNames: Record<RouteStatusId, string> = {
  1: 'Sent',
  2: 'Received',
  3: 'Approved',
  4: 'Paid',
  5: 'Rejected',
  6: 'Resubmitted',
  7: 'New',
  8: 'Pending',
  9: 'Returned',
};

export const MetadataType = {
  Text: 1,
  Numeric: 2,
  Currency: 3,
  Date: 4,
  DateTime: 5,
  List: 6,
  User: 7,
  DocumentType: 8,
  Vendor: 9,
  OrgUnit: 10,
  AFE: 11,
  CostCenter: 12,
  AccountCode: 13,
  Deck: 14,
  Well: 15,
  ApprovalUser: 16,
  ApprovalWorkgroup: 17,
  Owner: 18,
  Operator: 19,
  Property: 20,
  Bank: 21,
  Party: 22,
  TextArea: 23,
  Purchaser: 24,
} as const;
export type MetadataTypeId = (typeof MetadataType)[keyof typeof MetadataType];

export const PartyType = {
  Vendor: 1,
  Owner: 2,
  Operator: 3,
  Bank: 4,
  Purchaser: 5,
} as const;
export type PartyTypeId = (typeof PartyType)[keyof typeof PartyType];
export const partyTypeIds = Object.values(PartyType) as PartyTypeId[];
export const partyTypeNames: Record<PartyTypeId, string> = {
  1: 'Vendor',
  2: 'Owner',
  3: 'Operator',
  4: 'Bank',
  5: 'Purchaser',
};

export const Role = {
  Administrator: 1,
  User: 2,
  ReadOnly: 3,
  /** Offered by the user form without a name; read as "Signer" (docs/design.md §3). */
  Signer: 11,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const roleIds = Object.values(Role) as RoleId[];
export const roleNames: Record<RoleId, string> = {
  1: 'Administrator',
  2: 'User',
  3: 'ReadOnly',
  11: 'Signer',
};
/**
 * The roles the user form offers: the spec's 1, 3 and 11 (docs/product/administration.md §6) and
 * User beside them. Without it a new AP clerk, who works with documents but administers nothing,
 * could only be made read-only or an administrator, although the demo's clerks and the edit screen
 * have it (docs/history.md §28).
 */
export const selectableRoleIds: RoleId[] = [Role.Administrator, Role.User, Role.ReadOnly, Role.Signer];

export const UserType = {
  Regular: 1,
  ApiKey: 2,
  Global: 3,
} as const;
export type UserTypeId = (typeof UserType)[keyof typeof UserType];

/** Network-wide document templates; rules key on these, never on a database id. */
export const DocumentTemplate = {
  W9: 6,
  ACH: 86,
  DivisionOrder: 87,
  RunStatement: 89,
  Form1099: 90,
  OwnerStatement: 91,
  ArInvoice: 93,
} as const;
export type DocumentTemplateId = (typeof DocumentTemplate)[keyof typeof DocumentTemplate];
export const documentTemplateIds = Object.values(DocumentTemplate) as DocumentTemplateId[];

export const HistoryCategory = { Edit: 'Edit', Workflow: 'Workflow', Read: 'Read' } as const;

/**
 * What opening a notification leads to: 1 a document, 2 the invitation list (docs/design.md §4), and 3
 * the party an invitation was sent for, whose page shows the connection the answer made (the
 * sender of an answered invitation has nothing in its invitation list, which holds received ones).
 */
export const NotificationAction = { OpenDocument: 1, OpenInvitation: 2, OpenParty: 3 } as const;

/** The licence (EULA) version a user must have accepted. */
export const LICENCE_VERSION = '20230112090913';

export const DivisionOrderResponse = {
  ReturnedSigned: 'Returned Signed',
  ReturnedUnsigned: 'Returned Unsigned',
} as const;
