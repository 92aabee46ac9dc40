import type { DocumentTemplateId, Transition } from '@docvue/contracts';
import type { CheckedDocument } from '../../access/documents.js';
import type { Queryable } from '../../db/client.js';
import { numberKeyOf } from '../../document-index/fields.js';
import { templatesById } from '../document-types/index.js';
import { notifyCompany } from './create.js';
import { companyNameOf, documentValueOf } from './repository.js';

/** How people name a document: its type and number ('AR Invoice HOS-24017'), or its file. */
async function documentLabel(db: Queryable, doc: CheckedDocument): Promise<string> {
  const template = templatesById.get(doc.templateId as DocumentTemplateId);
  const key = numberKeyOf[doc.templateId as DocumentTemplateId];
  let number: string | null | undefined;
  if (key) {
    number = (await documentValueOf(db, doc, key))?.trim();
  }
  if (template && number) return `${template.name} ${number}`;
  return template ? `${template.name} ${doc.fileName}` : doc.fileName;
}

/**
 * Tells the other side of a document what the acting company did, in the words of the
 * life-cycle table ('Red Mesa Energy Partners rejected AR Invoice HOS-24017: wrong rate'). The
 * note is the rejection reason, or how a division order came back.
 */
export async function notifyDocumentEvent(
  tx: Queryable,
  doc: CheckedDocument,
  actingCompanyId: number,
  notifies: NonNullable<Transition['notifies']>,
  note?: string,
): Promise<void> {
  const otherCompanyId = doc.senderCompanyId === actingCompanyId ? doc.receiverCompanyId : doc.senderCompanyId;
  if (otherCompanyId === null) return;
  const actingName = await companyNameOf(tx, actingCompanyId);
  const says = notifies.says
    .replace('{company}', actingName ?? 'A trading partner')
    .replace('{document}', await documentLabel(tx, doc));
  await notifyCompany(tx, {
    companyId: otherCompanyId,
    sourceCompanyId: actingCompanyId,
    title: notifies.title,
    message: note ? `${says}: ${note}` : `${says}.`,
    target: { documentId: doc.id },
    ...(notifies.audience === 'uploader' && doc.uploadedBy !== null ? { preferUserIds: [doc.uploadedBy] } : {}),
  });
}
