import { describe, expect, it } from 'vitest';
import {
  checkTransition,
  Discarded,
  DocumentTemplate,
  RouteStatus,
  transitions,
  type TransitionAction as Action,
} from '../src/index.js';

const { ArInvoice, DivisionOrder, OwnerStatement } = DocumentTemplate;

describe('document life cycle', () => {
  it('runs the vendor → purchaser invoice flow', () => {
    const steps: [Action, number | null, 'sender' | 'receiver', number][] = [
      ['publish', RouteStatus.Pending, 'sender', RouteStatus.Sent],
      ['receive', RouteStatus.Sent, 'receiver', RouteStatus.Received],
      ['reject', RouteStatus.Received, 'receiver', RouteStatus.Rejected],
      ['resubmit', RouteStatus.Rejected, 'sender', RouteStatus.Resubmitted],
      ['approve', RouteStatus.Received, 'receiver', RouteStatus.Approved],
      ['pay', RouteStatus.Approved, 'receiver', RouteStatus.Paid],
    ];
    for (const [action, from, side, to] of steps) {
      expect(checkTransition(action, from as never, ArInvoice, side)).toEqual({ ok: true, to });
    }
  });

  it('refuses the wrong side, the wrong status and the wrong document type with a reason', () => {
    expect(checkTransition('approve', RouteStatus.Sent, ArInvoice, 'sender')).toEqual({
      ok: false,
      reason: 'Only the receiver can do this.',
    });
    expect(checkTransition('pay', RouteStatus.Rejected, ArInvoice, 'receiver')).toEqual({
      ok: false,
      reason: 'A document that is Rejected cannot be moved to Paid.',
    });
    expect(checkTransition('publish', RouteStatus.Sent, ArInvoice, 'sender').ok).toBe(false);
    expect(checkTransition('approve', RouteStatus.Sent, OwnerStatement, 'receiver').ok).toBe(false);
    expect(checkTransition('returnDivisionOrder', RouteStatus.Received, DivisionOrder, 'receiver').ok).toBe(true);
    expect(checkTransition('returnDivisionOrder', RouteStatus.Returned, DivisionOrder, 'receiver').ok).toBe(false);
  });

  it('cancels only what was never sent, and never a division order or the receiver-owned types', () => {
    expect(checkTransition('cancel', null, ArInvoice, 'sender')).toEqual({ ok: true, to: Discarded });
    expect(checkTransition('cancel', RouteStatus.Pending, ArInvoice, 'sender').ok).toBe(true);
    expect(checkTransition('cancel', RouteStatus.Sent, ArInvoice, 'sender')).toEqual({
      ok: false,
      reason: 'A document that is Sent cannot be cancelled.',
    });
    expect(checkTransition('cancel', RouteStatus.New, DivisionOrder, 'sender').ok).toBe(false);
    expect(checkTransition('cancel', RouteStatus.New, OwnerStatement, 'sender').ok).toBe(false);
  });

  it('leaves extraction to the system alone', () => {
    expect(checkTransition('finishExtraction', RouteStatus.New, ArInvoice, 'system')).toEqual({
      ok: true,
      to: RouteStatus.Pending,
    });
    expect(checkTransition('finishExtraction', RouteStatus.New, ArInvoice, 'sender').ok).toBe(false);
  });

  it('never moves a paid or returned document again', () => {
    for (const action of Object.keys(transitions) as Action[]) {
      for (const side of ['sender', 'receiver'] as const) {
        expect(checkTransition(action, RouteStatus.Paid, ArInvoice, side).ok).toBe(false);
        expect(checkTransition(action, RouteStatus.Returned, DivisionOrder, side).ok).toBe(false);
      }
    }
  });
});
