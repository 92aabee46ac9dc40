import {
  fieldWarning,
  rejectionDetails,
  routeStatusNames,
  type DocumentResponse,
  type ResubmissionChanges,
  type RouteStatusId,
} from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { presentLineItemColumn, presentMetadataDefinition } from '../document-types/index.js';
import { disabledDocumentActions, documentActions } from './policy.js';
import type { DocumentParts } from './repository.js';
import type { VisibleDocument } from '../../access/documents.js';

export function presentDocument(
  doc: VisibleDocument,
  ctx: TenantContext,
  parts: DocumentParts,
  extra: {
    rejectionReason: string | null;
    highlightKeys?: Set<string>;
    resubmissionChanges?: ResubmissionChanges | null;
  },
): DocumentResponse {
  const byDefinition = new Map(parts.values.map((v) => [v.definitionId, v]));
  const lookups = new Map(parts.lookups.map((l) => [l.id, l]));
  const status = doc.routeStatusId as RouteStatusId | null;
  const company = (id: number | null) => {
    const c = id === null ? undefined : parts.companies.get(id);
    return c ? { id: c.id, name: c.name } : null;
  };
  return {
    id: doc.id,
    documentTypeId: doc.documentTypeId,
    documentTypeTemplateId: doc.templateId,
    documentTypeName: parts.type.name,
    lineItemsEnabled: parts.type.lineItemsEnabled,
    routeStatusId: status,
    routeStatus: status === null ? null : { id: status, name: routeStatusNames[status] },
    side: doc.side,
    senderCompany: company(doc.senderCompanyId)!,
    receiverCompany: company(doc.receiverCompanyId),
    receivingParty: doc.side === 'sender' ? parts.party : null,
    fileName: doc.fileName,
    fileSize: doc.fileSize,
    pageCount: doc.pageCount,
    ocrStatus: doc.ocrStatus,
    batchName: doc.batchName,
    hasTemporaryFile: parts.hasTemporaryFile,
    // Its sender's viewer shows the replacement at once (file 2), until it is resubmitted or dropped.
    temporaryFileId: doc.side === 'sender' ? parts.temporaryFileId : null,
    temporaryFileOcrStatus: doc.side === 'sender' ? parts.temporaryFileOcrStatus : null,
    isRead: parts.isRead,
    latestVersionDocId: doc.latestVersionDocId,
    previousVersionDocId: doc.previousVersionDocId,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    sentAt: doc.sentAt?.toISOString() ?? null,
    metadata: parts.definitions.map((d) => {
      const v = byDefinition.get(d.id);
      const lookup = v?.lookupValueId ? lookups.get(v.lookupValueId) : undefined;
      return {
        key: d.key,
        name: d.name,
        value: v?.value ?? null,
        lookupValue: lookup ?? null,
        autoExtracted: v?.autoExtracted ?? false,
        highlight: extra.highlightKeys?.has(d.key) ?? false,
        isThirdParty: d.isThirdParty,
        metadataDefinition: presentMetadataDefinition(d),
      };
    }),
    lineItemColumns: parts.columns.map(presentLineItemColumn),
    lineItems: parts.lines.map((l) => l.cells),
    documentSignatures: parts.signatures.map((sig) => ({
      userId: sig.userId ?? 0,
      imageAsBase64: sig.imagePng.toString('base64'),
      page: sig.page,
      area: { x: sig.x, y: sig.y, width: sig.width, height: sig.height },
    })),
    rejectionReason: extra.rejectionReason,
    rejection: presentRejection(parts.rejectionDetails),
    resubmissionChanges: extra.resubmissionChanges ?? null,
    fieldWarnings: (parts.pidxDetails ?? []).flatMap((w) => {
      const parsed = fieldWarning.safeParse(w);
      return parsed.success ? [parsed.data] : [];
    }),
    actions: documentActions(doc, ctx),
    disabledActions: disabledDocumentActions(doc, ctx),
  };
}

/** The reason code, lines and fields of the latest rejection (its history entry's details), when it gave them. */
export function presentRejection(details: Record<string, unknown>[] | null) {
  const parsed = rejectionDetails.safeParse(details?.[0]);
  return parsed.success ? parsed.data : null;
}
