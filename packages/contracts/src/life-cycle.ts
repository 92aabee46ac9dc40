import { DocumentTemplate, RouteStatus, routeStatusNames, type RouteStatusId } from './ids.js';
import type { Permission } from './permissions.js';

/**
 * The document life cycle (docs/design.md §4), in one table. The server's status machine
 * (`modules/status-machine/status-machine.ts`) is the only code that changes a route status, and it
 * applies exactly this table: who may take each action, from which statuses, on which
 * templates, with which permission. Route declarations take their permission from here.
 */
export type TransitionSide = 'sender' | 'receiver' | 'system';
export type StatusOrNone = RouteStatusId | null;

/** `to` of the cancel action: the document is discarded (soft-deleted, kept in history), not moved. */
export const Discarded = 'discarded';

export interface Transition {
  from: readonly StatusOrNone[];
  to: RouteStatusId | typeof Discarded;
  by: TransitionSide;
  /** What the caller's role must allow; absent for steps any member (or the system) causes. */
  permission?: Permission;
  /** Templates the action applies to; absent means all. */
  templates?: readonly number[];
  /** Templates the action never applies to. */
  exceptTemplates?: readonly number[];
  /**
   * The notification the other side's users receive: its title and what it says, with
   * `{company}` (who acted) and `{document}` ('AR Invoice HOS-24017'); absent: none.
   */
  notifies?: {
    title: string;
    says: string;
    /**
     * Who of the other company is told: everyone (the default), or only the person who uploaded
     * the document when they still can be (a purchaser opening an invoice is news to the clerk who
     * sent it, not to the whole company).
     */
    audience?: 'uploader';
  };
}

const { Sent, Received, Approved, Paid, Rejected, Resubmitted, New, Pending, Returned } = RouteStatus;
/** A document being prepared by its sender. */
const preparing: StatusOrNone[] = [null, New, Pending];
const receiverOwned = [DocumentTemplate.Form1099, DocumentTemplate.OwnerStatement, DocumentTemplate.RunStatement];

export const transitions = {
  /** OCR and extraction finished: the sender can review it. */
  finishExtraction: { from: [null, New], to: Pending, by: 'system' },
  publish: {
    from: preparing,
    to: Sent,
    by: 'sender',
    permission: 'workWithDocuments',
    notifies: { title: 'Document Received', says: '{company} sent you {document}' },
  },
  /** The first time anyone of the receiving company opens a sent document. */
  receive: {
    from: [Sent],
    to: Received,
    by: 'receiver',
    notifies: { title: 'Document Opened', says: '{company} opened {document}', audience: 'uploader' },
  },
  approve: {
    from: [Sent, Received],
    to: Approved,
    by: 'receiver',
    permission: 'workWithDocuments',
    templates: [DocumentTemplate.ArInvoice],
    notifies: { title: 'Approved', says: '{company} approved {document}' },
  },
  pay: {
    from: [Sent, Received, Approved],
    to: Paid,
    by: 'receiver',
    permission: 'workWithDocuments',
    templates: [DocumentTemplate.ArInvoice],
    notifies: { title: 'Paid', says: '{company} marked {document} paid' },
  },
  reject: {
    from: [Sent, Received, Approved],
    to: Rejected,
    by: 'receiver',
    permission: 'workWithDocuments',
    templates: [DocumentTemplate.ArInvoice],
    notifies: { title: 'Rejected', says: '{company} rejected {document}' },
  },
  resubmit: {
    from: [Rejected],
    to: Resubmitted,
    by: 'sender',
    permission: 'workWithDocuments',
    templates: [DocumentTemplate.ArInvoice],
    notifies: { title: 'Resubmitted', says: '{company} resubmitted {document}' },
  },
  returnDivisionOrder: {
    from: [Sent, Received],
    to: Returned,
    by: 'receiver',
    permission: 'signDocuments',
    templates: [DocumentTemplate.DivisionOrder],
    notifies: { title: 'Returned', says: '{company} returned {document}' },
  },
  /** Discards a document that was never sent. */
  cancel: {
    from: preparing,
    to: Discarded,
    by: 'sender',
    permission: 'workWithDocuments',
    exceptTemplates: [DocumentTemplate.DivisionOrder, ...receiverOwned],
  },
} as const satisfies Record<string, Transition>;
export type TransitionAction = keyof typeof transitions;

/** The sender edits while preparing or after a rejection (docs/product/documents.md §4). */
export const editableStatuses: readonly StatusOrNone[] = [null, New, Rejected, Pending];

export const statusNameOf = (s: StatusOrNone) => (s === null ? 'New' : routeStatusNames[s]);

export type TransitionCheck = { ok: true; to: Transition['to'] } | { ok: false; reason: string };

/**
 * Whether `side` may take `action` on a document of `templateId` in `status`, with a reason when
 * not. The caller's permission is checked beside it, from `transitions[action].permission`.
 */
export function checkTransition(
  action: TransitionAction,
  status: StatusOrNone,
  templateId: number,
  side: TransitionSide,
): TransitionCheck {
  const t: Transition = transitions[action];
  if ((t.templates && !t.templates.includes(templateId)) || t.exceptTemplates?.includes(templateId)) {
    return { ok: false, reason: 'This action does not apply to this type of document.' };
  }
  if (t.by !== side) {
    if (t.by === 'system') return { ok: false, reason: 'Only DocVue Exchange itself does this.' };
    return { ok: false, reason: t.by === 'sender' ? 'Only the sender can do this.' : 'Only the receiver can do this.' };
  }
  if (!t.from.includes(status)) {
    const target = t.to === Discarded ? 'cancelled' : `moved to ${routeStatusNames[t.to]}`;
    return { ok: false, reason: `A document that is ${statusNameOf(status)} cannot be ${target}.` };
  }
  return { ok: true, to: t.to };
}
