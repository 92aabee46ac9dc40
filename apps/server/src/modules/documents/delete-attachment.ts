import { ErrorCode } from '@docvue/contracts';
import { requireVisibleAttachment } from '../../access/attachments.js';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { actorFor } from '../../document-history/actor.js';
import { appendHistory } from '../../document-history/repository.js';
import { markAttachmentDeleted } from './attachments-repository.js';

/** Only the company that attached a file removes it. */
export async function deleteAttachment(db: Database, ctx: TenantContext, attachmentId: number) {
  const att = await requireVisibleAttachment(db, ctx, attachmentId);
  if (att.companyId !== ctx.companyId) {
    throw new AppError(ErrorCode.Forbidden, 'Only the company that attached this file can delete it.');
  }
  const actor = await actorFor(db, ctx);
  await db.transaction(async (tx) => {
    await markAttachmentDeleted(tx, att.id);
    await appendHistory(tx, att.document, actor, [
      {
        category: 'Edit',
        operation: 'Attachment Deleted',
        objectType: 'Attachment',
        objectId: att.id,
        oldValue: att.fileName,
      },
    ]);
  });
}
