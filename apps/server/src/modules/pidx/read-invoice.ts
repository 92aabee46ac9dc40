import { centsToDecimal } from '@docvue/contracts';
import type { PidxInvoice, PidxLine } from './invoice-model.js';
import { pidxProblem } from './pidx-problem.js';
import { readPartners } from './read-partners.js';
import { readReferences } from './read-references.js';
import { cents, extended, isoDateOf, moneyOf, quantityOf } from './values.js';
import { attr, childNamed, childrenNamed, findBelow, textOf, type XmlElement } from './xml-tree.js';

const invoiceTypes = {
  productorservice: 'ProductOrService',
  creditmemo: 'CreditMemo',
  debitmemo: 'DebitMemo',
} as const;

/** A required element's text, or the precise error. */
function required(parent: XmlElement, name: string, found: XmlElement | undefined): string {
  const text = textOf(found);
  if (!text) throw pidxProblem(`${parent.path}/${name}`, 'the element is required');
  return text;
}

/** The amount inside an element (`MonetaryAmount`, or its own text). */
function amountIn(el: XmlElement | undefined): { path: string; text: string } | undefined {
  if (!el) return undefined;
  const inner = findBelow(el, 'MonetaryAmount');
  const text = textOf(inner) ?? textOf(el);
  return text ? { path: (inner ?? el).path, text } : undefined;
}

/**
 * A PIDX Invoice read leniently (issue 29): elements in any order, names and codes in any case,
 * prefixed or not; what the document needs and cannot find or read is refused with its path.
 */
export function readInvoice(root: XmlElement, dialect: string): PidxInvoice {
  const props = childNamed(root, 'InvoiceProperties');
  if (!props) throw pidxProblem(`${root.path}/InvoiceProperties`, 'the element is required');
  const number = required(
    props,
    'InvoiceNumber',
    childNamed(props, 'InvoiceNumber') ?? findBelow(props, 'InvoiceNumber'),
  );
  const dateEl = childNamed(props, 'InvoiceDate') ?? findBelow(props, 'InvoiceDate');
  const invoiceDate = isoDateOf(dateEl?.path ?? `${props.path}/InvoiceDate`, required(props, 'InvoiceDate', dateEl));

  const typeEl = childNamed(props, 'InvoiceTypeCode');
  const typeText = textOf(typeEl);
  const invoiceType = typeText
    ? invoiceTypes[typeText.replace(/[\s_-]/g, '').toLowerCase() as keyof typeof invoiceTypes]
    : 'ProductOrService';
  if (!invoiceType)
    throw pidxProblem(typeEl!.path, `"${typeText}" is not one of CreditMemo, DebitMemo, ProductOrService`);

  let serviceStart: string | undefined;
  let serviceEnd: string | undefined;
  // The schema's place for the due date is a ServiceDateTime of type InvoiceDueDate (issue 41).
  let dueDate: string | undefined;
  for (const el of childrenNamed(props, 'ServiceDateTime', 'ServiceDate')) {
    const kind = (attr(el, 'dateTypeIndicator') ?? '').toLowerCase();
    const value = textOf(el);
    if (!value) continue;
    if (kind.includes('due')) dueDate ??= isoDateOf(el.path, value);
    else if (kind.includes('end')) serviceEnd = isoDateOf(el.path, value);
    else serviceStart ??= isoDateOf(el.path, value);
  }
  const startEl = findBelow(props, 'ServicePeriodStart');
  const endEl = findBelow(props, 'ServicePeriodEnd');
  if (!serviceStart && textOf(startEl)) serviceStart = isoDateOf(startEl!.path, textOf(startEl)!);
  if (!serviceEnd && textOf(endEl)) serviceEnd = isoDateOf(endEl!.path, textOf(endEl)!);

  const dueEl = findBelow(props, 'InvoiceDueDate', 'PaymentDueDate', 'DueDate');
  const po = childNamed(props, 'PurchaseOrderInformation');
  const poNumber =
    textOf(po && (findBelow(po, 'PurchaseOrderNumber') ?? po)) ?? textOf(findBelow(props, 'PurchaseOrderNumber'));
  const fieldTickets = childrenNamed(props, 'FieldTicketInformation')
    .map((ft) => textOf(findBelow(ft, 'FieldTicketNumber') ?? ft))
    .filter((t): t is string => Boolean(t));
  const terms = childNamed(props, 'PaymentTerms');
  const paymentTerms = textOf(terms && (findBelow(terms, 'PaymentTermsDescription', 'Description') ?? terms));
  const comment = childrenNamed(props, 'Comment', 'Comments')
    .map((c) => textOf(c) ?? textOf(findBelow(c, 'CommentText')))
    .filter(Boolean)
    .join('\n');

  const details = childNamed(root, 'InvoiceDetails');
  const lineElements = details ? childrenNamed(details, 'InvoiceLineItem') : childrenNamed(root, 'InvoiceLineItem');
  if (lineElements.length === 0) {
    throw pidxProblem(`${root.path}/InvoiceDetails/InvoiceLineItem`, 'at least one line item is required');
  }
  const summaryEl = childNamed(root, 'InvoiceSummary');
  if (!summaryEl) throw pidxProblem(`${root.path}/InvoiceSummary`, 'the element is required');
  const totalEl = amountIn(childNamed(summaryEl, 'InvoiceTotal', 'InvoiceTotalAmount', 'TotalAmount'));
  if (!totalEl) throw pidxProblem(`${summaryEl.path}/InvoiceTotal/MonetaryAmount`, 'the element is required');

  return {
    kind: 'Invoice',
    dialect,
    invoiceNumber: number,
    invoiceDate,
    invoiceType,
    ...(textOf(dueEl) ? { dueDate: isoDateOf(dueEl!.path, textOf(dueEl)!) } : dueDate ? { dueDate } : {}),
    ...(serviceStart ? { serviceStart } : {}),
    ...(serviceEnd ? { serviceEnd } : {}),
    ...(poNumber ? { poNumber } : {}),
    fieldTickets,
    ...(paymentTerms ? { paymentTerms } : {}),
    ...(comment ? { comment } : {}),
    partners: readPartners(props),
    references: readReferences(props),
    lines: lineElements.map((el, i) => readLine(el, i + 1)),
    summary: readSummary(summaryEl, totalEl),
  };
}

function readLine(el: XmlElement, position: number): PidxLine {
  const quantityBox = childNamed(el, 'InvoiceQuantity') ?? findBelow(el, 'InvoiceQuantity');
  const quantityEl = quantityBox ? (childNamed(quantityBox, 'Quantity') ?? quantityBox) : findBelow(el, 'Quantity');
  const quantity = textOf(quantityEl) && quantityOf(quantityEl!.path, textOf(quantityEl)!);
  const unit =
    textOf(quantityBox && childNamed(quantityBox, 'UnitOfMeasureCode')) ?? textOf(findBelow(el, 'UnitOfMeasureCode'));
  const pricing = childNamed(el, 'Pricing') ?? el;
  const priceEl = amountIn(childNamed(pricing, 'UnitPrice') ?? findBelow(el, 'UnitPrice'));
  const unitPrice = priceEl && moneyOf(priceEl.path, priceEl.text);
  const amountEl = amountIn(
    childNamed(el, 'LineItemTotal', 'LineItemAmount', 'ExtendedPrice', 'TotalAmount') ??
      findBelow(pricing, 'ExtendedPrice', 'LineItemTotal'),
  );
  const info = childNamed(el, 'LineItemInformation');
  const description =
    textOf(info && findBelow(info, 'LineItemDescription', 'ProductDescription', 'Description')) ??
    textOf(findBelow(el, 'LineItemDescription', 'ProductDescription'));
  let amount: string;
  if (amountEl) amount = moneyOf(amountEl.path, amountEl.text);
  else if (quantity && unitPrice) amount = extended(quantity, unitPrice, el.path);
  else
    throw pidxProblem(
      `${el.path}/LineItemTotal/MonetaryAmount`,
      'a line needs its amount, or its quantity and unit price',
    );
  const taxEl = amountIn(childNamed(el, 'Tax') && findBelow(childNamed(el, 'Tax')!, 'TaxAmount', 'MonetaryAmount'));
  const lineNumber = textOf(el, 'LineItemNumber', 'InvoiceLineItemNumber');
  return {
    position,
    path: el.path,
    ...(lineNumber ? { lineItemNumber: lineNumber } : {}),
    ...(description ? { description } : {}),
    ...(quantity ? { quantity } : {}),
    ...(unit ? { unit: unit.toUpperCase() } : {}),
    ...(unitPrice ? { unitPrice } : {}),
    amount,
    statedAmount: Boolean(amountEl),
    ...(taxEl ? { tax: moneyOf(taxEl.path, taxEl.text) } : {}),
    references: readReferences(el),
  };
}

function readSummary(el: XmlElement, totalEl: { path: string; text: string }): PidxInvoice['summary'] {
  const countEl = childNamed(el, 'TotalLineItems', 'TotalLineItemNumber', 'NumberOfLineItems');
  const countText = textOf(countEl);
  if (countText && !/^\d+$/.test(countText)) throw pidxProblem(countEl!.path, `"${countText}" is not a whole number`);
  const subtotalEl = amountIn(childNamed(el, 'SubtotalAmount', 'InvoiceSubtotal'));
  const taxes = childrenNamed(el, 'Tax')
    .map((t) => amountIn(findBelow(t, 'TaxAmount') ?? t))
    .filter(Boolean);
  const taxCents = taxes.length ? taxes.reduce((sum, t) => sum + cents(moneyOf(t!.path, t!.text)), 0) : undefined;
  const charges = childrenNamed(el, 'AllowanceOrCharge', 'Charge', 'Allowance').flatMap((c) => {
    const amount = amountIn(c);
    if (!amount) return [];
    const kind = (attr(c, 'allowanceOrChargeIndicator') ?? c.name).toLowerCase();
    const value = moneyOf(amount.path, amount.text);
    const negative = kind.includes('allowance') && !value.startsWith('-');
    return [
      {
        description:
          textOf(findBelow(c, 'AllowanceOrChargeDescription', 'Description')) ?? (negative ? 'Allowance' : 'Charge'),
        amount: negative ? `-${value}` : value,
      },
    ];
  });
  return {
    ...(countText ? { declaredLineCount: Number(countText) } : {}),
    total: moneyOf(totalEl.path, totalEl.text),
    ...(subtotalEl ? { subtotal: moneyOf(subtotalEl.path, subtotalEl.text) } : {}),
    ...(taxCents !== undefined ? { tax: centsToDecimal(taxCents) } : {}),
    charges,
  };
}
