import {
  checkTransition,
  editableStatuses,
  signingMessages,
  transitions,
  type DisabledActions,
  type DocumentActions,
  type RouteStatusId,
  type Transition,
  type TransitionAction,
} from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { VisibleDocument } from '../../access/documents.js';
import { can } from '../../access/permissions.js';

/**
 * What the caller may do with a document now, from the life-cycle table (side, status,
 * template and the table's permission) and the role rules: sent with the document so the UI
 * shows exactly these; the status machine checks the same table again on every call.
 */
export function documentActions(doc: VisibleDocument, ctx: TenantContext): DocumentActions {
  const status = doc.routeStatusId as RouteStatusId | null;
  const may = (action: TransitionAction) => {
    const { permission }: Transition = transitions[action];
    return (!permission || can(ctx, permission)) && checkTransition(action, status, doc.templateId, doc.side).ok;
  };
  const works = can(ctx, 'workWithDocuments');
  return {
    edit: doc.side === 'sender' && works && editableStatuses.includes(status),
    send: may('publish'),
    cancel: may('cancel'),
    resubmit: may('resubmit'),
    replaceFile: may('resubmit'),
    approve: may('approve'),
    pay: may('pay'),
    reject: may('reject'),
    signAndReturn: may('returnDivisionOrder'),
    returnUnsigned: may('returnDivisionOrder'),
    addAttachment: works,
  };
}

/**
 * What the UI shows disabled, and why: platform support (a global user) reads a received division
 * order but never returns it for the company, so both returns are shown disabled with the reason
 * (docs/product/documents.md §4) where the company's own signer would see them enabled.
 */
export function disabledDocumentActions(doc: VisibleDocument, ctx: TenantContext): DisabledActions {
  const status = doc.routeStatusId as RouteStatusId | null;
  if (!ctx.user.isGlobal || !checkTransition('returnDivisionOrder', status, doc.templateId, doc.side).ok) return {};
  return { signAndReturn: signingMessages.globalUser, returnUnsigned: signingMessages.globalUser };
}
