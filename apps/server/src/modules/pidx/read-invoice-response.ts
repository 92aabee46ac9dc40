import { rejectionReasonCodes, type RejectionReasonCode } from '@docvue/contracts';
import type { PidxInvoiceResponse, PidxStatus } from './invoice-model.js';
import { pidxProblem } from './pidx-problem.js';
import { isoDateOf } from './values.js';
import { attr, childNamed, childrenNamed, findBelow, textOf, type XmlElement } from './xml-tree.js';

const squash = (s: string) => s.replace(/[\s_-]/g, '').toLowerCase();

function statusOf(el: XmlElement | undefined, path: string): PidxStatus {
  const text = textOf(el);
  const found = (['Accept', 'Pending', 'Reject'] as const).find(
    (s) => squash(s) === squash(text ?? '').replace(/ed$/, ''),
  );
  if (!found) throw pidxProblem(el?.path ?? path, `"${text ?? ''}" is not one of Accept, Pending, Reject`);
  return found;
}

function reasonOf(el: XmlElement | undefined): RejectionReasonCode | undefined {
  const text = textOf(el);
  if (!text) return undefined;
  const found = rejectionReasonCodes.find((c) => squash(c) === squash(text));
  if (!found) throw pidxProblem(el!.path, `"${text}" is not one of ${rejectionReasonCodes.join(', ')}`);
  return found;
}

/** A PIDX InvoiceResponse, read as leniently as an Invoice. */
export function readInvoiceResponse(root: XmlElement, dialect: string): PidxInvoiceResponse {
  const props = childNamed(root, 'InvoiceResponseProperties');
  if (!props) throw pidxProblem(`${root.path}/InvoiceResponseProperties`, 'the element is required');
  const number = textOf(findBelow(props, 'InvoiceNumber'));
  if (!number) throw pidxProblem(`${props.path}/InvoiceNumber`, 'the element is required');
  const dateEl = findBelow(props, 'InvoiceDate');
  const statusEl = childNamed(props, 'StatusCode', 'InvoiceStatus', 'ResponseStatus', 'Status', 'InvoiceStatusCode');
  // The schema's reasons (InvoiceResponseReason: a code, the XPath of what it is about), or a bare ReasonCode.
  const reasons = childrenNamed(props, 'InvoiceResponseReason');
  const details = childNamed(root, 'InvoiceResponseDetails');
  const lineElements = details ? childrenNamed(details, 'InvoiceResponseLineItem', 'LineItem') : [];
  const lines = lineElements.flatMap((line) => {
    const statusEl = childNamed(line, 'StatusCode', 'LineItemStatus', 'Status', 'InvoiceStatus');
    // A line without a status of its own is answered by the header's (the schema needs a line even then).
    if (!statusEl) return [];
    const n = textOf(line, 'LineItemNumber');
    if (!n || !/^\d+$/.test(n)) throw pidxProblem(`${line.path}/LineItemNumber`, 'a whole line number is required');
    const reason = reasonOf(
      childNamed(line, 'ReasonCode', 'StatusReasonCode') ?? findBelow(line, 'ResponseReasonCode'),
    );
    return [
      {
        lineItemNumber: Number(n),
        status: statusOf(statusEl, `${line.path}/StatusCode`),
        ...(reason ? { reasonCode: reason } : {}),
      },
    ];
  });
  const reason = reasonOf(
    childNamed(props, 'ReasonCode', 'StatusReasonCode') ??
      reasons.map((r) => childNamed(r, 'ResponseReasonCode')).find((c) => textOf(c)),
  );
  const comment = childrenNamed(props, 'Comment', 'Comments')
    .map((c) => textOf(c))
    .filter(Boolean)
    .join('\n');
  return {
    kind: 'InvoiceResponse',
    dialect,
    invoiceNumber: number,
    ...(textOf(dateEl) ? { invoiceDate: isoDateOf(dateEl!.path, textOf(dateEl)!) } : {}),
    status: statusOf(statusEl, `${props.path}/InvoiceStatus`),
    ...(reason ? { reasonCode: reason } : {}),
    ...(comment ? { comment } : {}),
    lines,
    pointers: [
      ...childrenNamed(props, 'ErrorPointer', 'XPath', 'FaultyElement').map((p) => textOf(p) ?? attr(p, 'xpath')),
      ...reasons.map((r) => textOf(r, 'ResponseReasonCodeXPath')),
    ].filter((p): p is string => Boolean(p)),
  };
}
