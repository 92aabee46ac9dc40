import { DocumentTemplate, RouteStatus, routeStatusNames, type RouteStatusId } from '@docvue/contracts';
import type { Permission } from '../../lib/permissions.js';

/**
 * The document life cycle (DESIGN.md §4), in one table. Every status change goes through
 * `checkTransition`; the repository then applies it with a compare-and-set on the status
 * it was checked against, so two racing requests cannot both move a document.
 */
export type Side = 'sender' | 'receiver' | 'system';
type From = RouteStatusId | null;

export interface Transition {
  from: From[];
  to: RouteStatusId;
  by: Side;
  permission?: Permission;
  /** Templates the action applies to; absent means all. */
  templates?: number[];
  /** Templates the action never applies to. */
  exceptTemplates?: number[];
}

const { Sent, Received, Approved, Paid, Rejected, Resubmitted, New, Pending, Returned } = RouteStatus;
const preparing: From[] = [null, New, Pending];
const receiverOwned = [DocumentTemplate.Form1099, DocumentTemplate.OwnerStatement, DocumentTemplate.RunStatement];

export const transitions = {
  finishExtraction: { from: [null, New], to: Pending, by: 'system' },
  publish: { from: preparing, to: Sent, by: 'sender', permission: 'workWithDocuments' },
  receive: { from: [Sent], to: Received, by: 'receiver' },
  approve: {
    from: [Sent, Received],
    to: Approved,
    by: 'receiver',
    permission: 'workWithDocuments',
    templates: [DocumentTemplate.ArInvoice],
  },
  pay: {
    from: [Sent, Received, Approved],
    to: Paid,
    by: 'receiver',
    permission: 'workWithDocuments',
    templates: [DocumentTemplate.ArInvoice],
  },
  reject: {
    from: [Sent, Received, Approved],
    to: Rejected,
    by: 'receiver',
    permission: 'workWithDocuments',
    templates: [DocumentTemplate.ArInvoice],
  },
  resubmit: {
    from: [Rejected],
    to: Resubmitted,
    by: 'sender',
    permission: 'workWithDocuments',
    templates: [DocumentTemplate.ArInvoice],
  },
  returnDivisionOrder: {
    from: [Sent, Received],
    to: Returned,
    by: 'receiver',
    permission: 'signDocuments',
    templates: [DocumentTemplate.DivisionOrder],
  },
} satisfies Record<string, Transition>;
export type Action = keyof typeof transitions;

/** Cancel discards a document that was never sent; it is not a status but a soft delete. */
export const cancellable = {
  from: preparing,
  permission: 'workWithDocuments' as Permission,
  exceptTemplates: [DocumentTemplate.DivisionOrder, ...receiverOwned] as number[],
};

/** The sender edits while preparing or after a rejection; these types are never edited by the receiver. */
export const editableStatuses: From[] = [null, New, Rejected, Pending];
export const neverEditableByReceiver: number[] = receiverOwned;

export type TransitionCheck = { ok: true; to: RouteStatusId } | { ok: false; reason: string };

const statusName = (s: From) => (s === null ? 'New' : routeStatusNames[s]);

/** Whether `side` may take `action` on a document of `templateId` in `status`, with a reason when not. */
export function checkTransition(action: Action, status: From, templateId: number, side: Side): TransitionCheck {
  const t: Transition = transitions[action];
  if (t.templates && !t.templates.includes(templateId)) {
    return { ok: false, reason: `This action does not apply to this type of document.` };
  }
  if (t.by !== side && t.by !== 'system') {
    return {
      ok: false,
      reason: t.by === 'sender' ? 'Only the sender can do this.' : 'Only the receiver can do this.',
    };
  }
  if (!t.from.includes(status)) {
    return { ok: false, reason: `A document that is ${statusName(status)} cannot be moved to ${statusName(t.to)}.` };
  }
  return { ok: true, to: t.to };
}

export const isResolved = (s: From) => s === Paid || s === Returned || s === Resubmitted;
