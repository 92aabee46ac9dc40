import type {
  DocumentActions,
  DocumentMetadataEntry,
  DocumentResponse,
  LineItemColumn,
  Party,
} from '@docvue/contracts';

const noActions: DocumentActions = {
  edit: false,
  send: false,
  cancel: false,
  resubmit: false,
  replaceFile: false,
  approve: false,
  pay: false,
  reject: false,
  signAndReturn: false,
  returnUnsigned: false,
  addAttachment: false,
};

/** The actions the server gives each side in each status of an AR invoice (policy.ts). */
export const actionsFor = {
  senderPending: { ...noActions, edit: true, send: true, cancel: true, addAttachment: true },
  senderSent: { ...noActions, addAttachment: true },
  senderRejected: { ...noActions, edit: true, resubmit: true, replaceFile: true, addAttachment: true },
  receiverReceived: { ...noActions, approve: true, pay: true, reject: true, addAttachment: true },
  receiverApproved: { ...noActions, pay: true, reject: true, addAttachment: true },
  receiverPaid: { ...noActions, addAttachment: true },
  readOnlyUser: noActions,
  ownerReceivedDivisionOrder: { ...noActions, signAndReturn: true, returnUnsigned: true, addAttachment: true },
} satisfies Record<string, DocumentActions>;

let definitionId = 100;

export function field(
  key: string,
  name: string,
  metadataTypeId: number,
  value: string | null = null,
  flags: Partial<DocumentMetadataEntry['metadataDefinition']> & { autoExtracted?: boolean } = {},
): DocumentMetadataEntry {
  const { autoExtracted = false, ...definition } = flags;
  const id = definitionId++;
  return {
    key,
    name,
    value,
    lookupValue: null,
    autoExtracted,
    highlight: false,
    isThirdParty: definition.isThirdParty ?? false,
    metadataDefinition: {
      id,
      key,
      name,
      metadataType: { id: metadataTypeId, name },
      isReadonly: false,
      isRequired: false,
      isDocumentProperty: false,
      isDollarTotal: false,
      isMultiple: false,
      isThirdParty: false,
      isHiddenInList: false,
      sortOrder: id,
      clickX: null,
      clickY: null,
      clickWidth: null,
      clickHeight: null,
      clickPage: null,
      ...definition,
    },
  };
}

export function column(
  key: string,
  name: string,
  metadataTypeId: number,
  flags: Partial<LineItemColumn> = {},
): LineItemColumn {
  return {
    id: definitionId++,
    key,
    name,
    metadataTypeId,
    isReadonly: false,
    isRequired: false,
    isThirdParty: false,
    isAmount: false,
    sortOrder: definitionId,
    ...flags,
  };
}

/** An AR invoice of the demo vendor to the demo purchaser, as `GET /documents/{id}` answers it. */
export function arInvoice(extra: Partial<DocumentResponse> = {}): DocumentResponse {
  return {
    id: 41,
    documentTypeId: 11,
    documentTypeTemplateId: 93,
    documentTypeName: 'AR Invoice',
    lineItemsEnabled: true,
    routeStatusId: 8,
    routeStatus: { id: 8, name: 'Pending' },
    side: 'sender',
    senderCompany: { id: 1, name: 'Permian Basin Oilfield Services LLC' },
    receiverCompany: null,
    receivingParty: { id: 3, name: 'Red Mesa Energy Partners', number: 'CUST-1001', connectedCompanyId: 2 },
    fileName: 'PBS-30117.pdf',
    fileSize: 2048,
    pageCount: 1,
    ocrStatus: 'done',
    batchName: 'Uploaded-[11/01/2026 10:00:00.000]',
    hasTemporaryFile: false,
    temporaryFileId: null,
    temporaryFileOcrStatus: null,
    isRead: false,
    latestVersionDocId: null,
    previousVersionDocId: null,
    createdAt: '2026-11-01T15:00:00.000Z',
    updatedAt: '2026-11-01T15:00:01.000Z',
    sentAt: null,
    metadata: [
      field('invoiceNumber', 'Invoice #', 1, 'PBS-30117', { isRequired: true, autoExtracted: true }),
      field('invoiceDate', 'Invoice Date', 4, '2026-10-31', { isRequired: true }),
      field('docPurchaserName', 'Purchaser', 24, null, { isRequired: true }),
      field('orgUnit', 'Org Unit', 10, null, { isRequired: true }),
      field('poNumber', 'PO #', 1, null),
      field('invoiceTotal', 'Invoice Total', 3, '1870.00', { isRequired: true, isDollarTotal: true }),
    ],
    lineItemColumns: [
      column('description', 'Description', 1, { isRequired: true }),
      column('quantity', 'Quantity', 2, { isRequired: true }),
      column('amount', 'Amount', 3, { isRequired: true, isAmount: true }),
    ],
    lineItems: [],
    documentSignatures: [],
    rejectionReason: null,
    actions: actionsFor.senderPending,
    disabledActions: {},
    ...extra,
  };
}

/** A party of the vendor's address book, as `GET /party/grid/search` lists it. */
export function partyRecord(id: number, name: string, connectionStatus: number, partyTypeId = 5): Party {
  return {
    id,
    partyTypeId,
    partyTypeName: 'Purchaser',
    name,
    number: `CUST-${id}`,
    phone: null,
    ext: null,
    cell: null,
    emails: [],
    emailsAsString: '',
    taxIdentifier: null,
    achRoutingTransitNumber: null,
    wireRoutingTransitNumber: null,
    effectiveFromDate: null,
    effectiveThruDate: null,
    companyOrgUnitIds: [],
    companyOrgUnits: [],
    addressLineOne: null,
    addressLineTwo: null,
    city: null,
    state: null,
    zipCode: null,
    altAddressLineOne: null,
    altAddressLineTwo: null,
    altCity: null,
    altState: null,
    altZipCode: null,
    isActive: true,
    externalSystem: null,
    externalSystemId: null,
    connectedCompanyId: connectionStatus === 1 ? 2 : null,
    suggestedCompanyId: null,
    isInviteSent: false,
    connectionStatus,
  };
}

/** A division order the demo operator sent to a royalty owner, as the owner opens it. */
export function divisionOrder(extra: Partial<DocumentResponse> = {}): DocumentResponse {
  return arInvoice({
    id: 52,
    documentTypeId: 3,
    documentTypeTemplateId: 95,
    documentTypeName: 'Division Order',
    lineItemsEnabled: false,
    routeStatusId: 2,
    routeStatus: { id: 2, name: 'Received' },
    side: 'receiver',
    senderCompany: { id: 2, name: 'Red Mesa Energy Partners' },
    receiverCompany: { id: 4, name: 'Hartley Mineral Trust' },
    receivingParty: null,
    fileName: 'DO-2026-0117.pdf',
    metadata: [field('ownerNumber', 'Owner #', 1, 'OWN-2201')],
    lineItemColumns: [],
    actions: actionsFor.ownerReceivedDivisionOrder,
    ...extra,
  });
}
