import { type RouteStatus, type DocumentActions } from '@docvue/contracts';
import { can } from '../../lib/permissions.js';
import type { TenantContext } from '../../plugins/auth/context.js';
import { cancellable, checkTransition, editableStatuses, type Action } from '../routing/transitions.js';
import type { DocumentRow, Side } from './visibility.js';

/**
 * What the caller may do with a document, from the life-cycle table and the role rules:
 * sent with the document so the UI shows exactly these, and checked again by each call.
 */
export function documentActions(doc: DocumentRow, side: Side, ctx: TenantContext): DocumentActions {
  const status = doc.routeStatusId as (typeof RouteStatus)[keyof typeof RouteStatus] | null;
  const allowed = (action: Action) => checkTransition(action, status, doc.templateId, side).ok;
  const works = can(ctx, 'workWithDocuments');
  const signs = can(ctx, 'signDocuments');
  const isSender = side === 'sender';
  const resubmittable = isSender && works && allowed('resubmit');
  return {
    edit: isSender && works && editableStatuses.includes(status),
    send: isSender && works && allowed('publish'),
    cancel:
      isSender && works && cancellable.from.includes(status) && !cancellable.exceptTemplates.includes(doc.templateId),
    resubmit: resubmittable,
    replaceFile: resubmittable,
    approve: !isSender && works && allowed('approve'),
    pay: !isSender && works && allowed('pay'),
    reject: !isSender && works && allowed('reject'),
    signAndReturn: !isSender && signs && allowed('returnDivisionOrder'),
    returnUnsigned: !isSender && signs && allowed('returnDivisionOrder'),
    addAttachment: works,
  };
}
