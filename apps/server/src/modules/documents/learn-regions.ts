import type { SaveDocumentBody } from '@docvue/contracts';
import type { Queryable } from '../../db/client.js';
import type { VisibleDocument } from '../../access/documents.js';
import { anchorOf } from '../extraction/index.js';
import { upsertLearnedRegion } from './extraction-repository.js';
import { ocrPagesShownTo } from './propose-field-values.js';

/**
 * A value the user captured from the page (a correction or a first entry) teaches where this
 * sender prints the field: the region, and the label beside it, so the next document of the
 * same sender is read there first, wherever that label has moved. One row per label, so
 * senders that print it under different labels keep each their own.
 */
export async function learnCapturedRegions(tx: Queryable, doc: VisibleDocument, body: SaveDocumentBody) {
  const captured = body.metadata.filter((m) => m.capturedRegion);
  if (captured.length === 0) return;
  // Captured from the file the sender sees (a replacement waiting, before it becomes the file).
  const pages = await ocrPagesShownTo(tx, doc);
  for (const m of captured) {
    const { page, ...region } = m.capturedRegion!;
    const onPage = pages.find((p) => p.documentPage === page);
    const anchor = onPage ? anchorOf(onPage, region) : null;
    await upsertLearnedRegion(tx, {
      companyId: doc.senderCompanyId,
      documentTypeId: doc.documentTypeId,
      partyId: doc.receivingPartyId ?? 0,
      fieldKey: m.key,
      page,
      region,
      anchorText: anchor?.text ?? '',
      anchor,
    });
  }
}
