import {
  DivisionOrderResponse,
  DocumentTemplate,
  PaymentHoldAction,
  PaymentHoldReason,
  RouteStatus,
  tinProblem,
  type DivisionOrderCheck,
  type FirstPayment,
  type OperatorPaid,
  type OperatorPaymentHolds,
  type PaymentHold,
  type PaymentHoldsResponse,
} from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { valuesByKeyOf } from '../../document-index/rows-repository.js';
import { formatCents, paymentsReceived, propertyKeyOf, type PaymentsFrom } from '../owner-statements/index.js';
import { findExtraClauses } from './find-extra-clauses.js';
import {
  lineItemsOf,
  statementSaleMonthsOf,
  pageTextsOf,
  receivedFromOperators,
  sentToOperators,
  sharedW9s,
} from './repository.js';
import { saleOfDivisionOrder, saleOfStatement, statutoryClock, type SaleOfStatement } from './statutory-clock.js';

type Values = Record<string, string | null>;
const group = <T, K>(rows: T[], key: (r: T) => K) => {
  const m = new Map<K, T[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
};

/** A decimal as written, compared by value to ten places (0.0039062500 is 0.00390625). */
const decimalKey = (s: string) => {
  const n = Number(s.trim());
  return Number.isFinite(n) ? n.toFixed(10).replace(/0+$/, '').replace(/\.$/, '') : s.trim();
};
const sameProperty = (a: string | null | undefined, b: string | null | undefined) =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Header keys a statement may carry one property and its decimal under (a revenue file's statements). */
const statementDecimalKeys = ['decimalInterest', 'ownerDecimal', 'ownerInterest'];

/**
 * `GET /owner/paymentHolds` (issue 31, docs/design.md §7 "Why a payment is held"): for each operator
 * that sent the company a division order or owner statement, what holds its payments — a division
 * order not signed (checked against the statutory form and the decimals of the owner's statements
 * for its property), no W-9 or one with an invalid TIN, no ACH authorization — each with the action
 * that clears it, and the §91.402–403 clock from the first sale. Operators with nothing held are
 * left out. Everything read is the company's own side of its documents.
 */
export async function listPaymentHolds(
  db: Database,
  ctx: TenantContext,
  now = new Date(),
): Promise<PaymentHoldsResponse> {
  const [received, payments] = await Promise.all([
    receivedFromOperators(db, ctx.companyId),
    paymentsReceived(db, ctx.companyId),
  ]);
  const operatorIds = [...new Set(received.map((r) => r.operatorCompanyId))];
  const [sent, w9s] = await Promise.all([
    sentToOperators(db, ctx.companyId, operatorIds),
    sharedW9s(db, ctx.companyId, operatorIds),
  ]);
  const withValues = [...received.map((r) => r.documentId), ...sent.map((s) => s.documentId)];
  const statementIds = received
    .filter((r) => r.templateId === DocumentTemplate.OwnerStatement)
    .map((r) => r.documentId);
  const unsigned = (r: (typeof received)[number], values: Values) =>
    r.templateId === DocumentTemplate.DivisionOrder &&
    !(
      r.routeStatusId === RouteStatus.Returned &&
      values.DivisionOrderResponseStatus === DivisionOrderResponse.ReturnedSigned
    );

  const [metadata, lines, saleMonths] = await Promise.all([
    valuesByKeyOf(db, ctx.companyId, withValues),
    lineItemsOf(db, ctx.companyId, statementIds),
    statementSaleMonthsOf(db, ctx.companyId, statementIds),
  ]);
  const valuesOf = new Map<number, Values>();
  for (const m of metadata) valuesOf.set(m.documentId, { ...valuesOf.get(m.documentId), [m.key]: m.value });
  // A statement made from a revenue file states its month of sale in its data (modules/owner-statements).
  for (const { documentId, saleMonth } of saleMonths)
    if (documentId !== null && saleMonth) valuesOf.set(documentId, { saleMonth, ...valuesOf.get(documentId) });
  const linesOf = group(lines, (l) => l.documentId);
  const values = (id: number) => valuesOf.get(id) ?? {};

  const pending = received.filter((r) => unsigned(r, values(r.documentId)));
  const blobs = [...new Set(pending.map((r) => r.blobSha256).filter((b): b is string => b !== null))];
  const textOf = new Map<string, string>();
  for (const p of await pageTextsOf(db, ctx.companyId, blobs))
    textOf.set(p.blobSha256, `${textOf.get(p.blobSha256) ?? ''}\n${p.text}`);

  const items: OperatorPaymentHolds[] = [];
  for (const [operatorId, docs] of group(received, (r) => r.operatorCompanyId)) {
    const operatorName = docs[0]!.operatorName;
    const statements = docs.filter((d) => d.templateId === DocumentTemplate.OwnerStatement);
    const holds: PaymentHold[] = [];
    const payment = payments.get(operatorId);
    const paid = paidOf(payment);
    const paidAtAll = paid !== null;
    const paidProperty = (property: string | null) =>
      property === null
        ? undefined
        : paid?.properties.find((p) => p.property.trim().toLowerCase() === property.trim().toLowerCase());

    for (const d of docs.filter((r) => unsigned(r, values(r.documentId)))) {
      const check = checkDivisionOrder(
        d,
        values(d.documentId),
        textOf.get(d.blobSha256 ?? ''),
        statements,
        values,
        linesOf,
      );
      const returnedUnsigned = d.routeStatusId === RouteStatus.Returned;
      const number = check.divisionOrderNumber ?? `#${d.documentId}`;
      // An operator that pays the property all the same is not holding it for this order.
      const propertyPaid = paidProperty(check.property);
      const order = `Division order ${number}${check.property ? ` for ${check.property}` : ''}`;
      const state = returnedUnsigned ? 'was returned unsigned' : 'is not signed';
      holds.push({
        reason: PaymentHoldReason.UnsignedDivisionOrder,
        text: propertyPaid
          ? `${order} ${state}; ${operatorName} pays this property all the same (${checks(propertyPaid.checkCount)} received)`
          : check.property && paidAtAll
            ? `${order} ${state}: no check for this property has been received`
            : `${order} ${state}`,
        property: check.property,
        holding: !propertyPaid,
        // A signed order in the statutory form is a condition of payment (§91.402(c)); clauses beyond it are not.
        withoutInterest: check.extraClauses.length === 0,
        action: {
          kind: PaymentHoldAction.SignDocument,
          label: returnedUnsigned ? `Open division order ${number}` : `Sign division order ${number}`,
          documentId: d.documentId,
        },
        divisionOrder: check,
      });
    }

    const toOperator = sent.filter((s) => s.operatorCompanyId === operatorId);
    const w9Tins = [
      ...toOperator.filter((s) => s.templateId === DocumentTemplate.W9).map((s) => values(s.documentId).tin ?? null),
      ...w9s.filter((w) => w.operatorCompanyId === operatorId).map((w) => w.w9?.tin ?? null),
    ];
    // A W-9 whose TIN could not be read is no reason to hold: only a TIN that is no TIN is.
    const problems = w9Tins.map((tin) => (tin ? tinProblem(tin) : null));
    // Paid all the same, a missing W-9 holds nothing, but the payor may withhold tax until it has one.
    const w9Paid = paidAtAll
      ? `; ${operatorName} has paid you all the same, but may withhold 24% (backup withholding) until it has a valid one`
      : '';
    if (w9Tins.length === 0) {
      holds.push(
        reasonWithoutDocument(PaymentHoldReason.MissingW9, `${operatorName} has no W-9 from you${w9Paid}`, !paidAtAll),
      );
    } else if (problems.every((p) => p !== null)) {
      holds.push(
        reasonWithoutDocument(
          PaymentHoldReason.InvalidW9,
          `The W-9 ${operatorName} has from you is not valid: ${problems[problems.length - 1]}${w9Paid}`,
          !paidAtAll,
        ),
      );
    }

    const achs = toOperator.filter((s) => s.templateId === DocumentTemplate.ACH);
    const latestAch = achs[achs.length - 1];
    if (!latestAch || values(latestAch.documentId).authorizationType === 'Cancellation') {
      holds.push(
        reasonWithoutDocument(
          PaymentHoldReason.MissingAch,
          `${operatorName} has no ACH details from you${paidAtAll ? '; it pays you by check' : ''}`,
          !paidAtAll,
        ),
      );
    }

    if (holds.length === 0) continue;
    const firstSale = statements
      .map((s) =>
        saleOfStatement(
          values(s.documentId),
          (linesOf.get(s.documentId) ?? []).map((l) => l.cells),
          s.sentAt,
        ),
      )
      .filter((s): s is SaleOfStatement => s !== null)
      .sort((a, b) => a.month.localeCompare(b.month))[0];
    // No statement yet: the earliest effective date of its division orders is when production it owes for began.
    const effective = docs
      .filter((d) => d.templateId === DocumentTemplate.DivisionOrder)
      .map((d) => saleOfDivisionOrder(values(d.documentId)))
      .filter((s): s is SaleOfStatement => s !== null)
      .sort((a, b) => a.month.localeCompare(b.month))[0];
    items.push({
      operatorCompanyId: operatorId,
      operatorName,
      paid,
      holds,
      clock: statutoryClock(
        firstSale ?? effective ?? null,
        firstPaymentOf(payment),
        holds.some((h) => h.holding && !h.withoutInterest),
        now,
      ),
    });
  }
  return { items: items.sort((a, b) => a.operatorName.localeCompare(b.operatorName)) };
}

const checks = (n: number) => `${n} check${n === 1 ? '' : 's'}`;

/**
 * What the operator paid, from the statements the owner received (owner-statements'
 * statements-received.ts: the owner view's and tie-out's own figures), per property; null when
 * nothing says it paid.
 */
function paidOf(payment: PaymentsFrom | undefined): OperatorPaid | null {
  if (!payment || (payment.statements.length === 0 && payment.forms1099.length === 0)) return null;
  const properties = new Map<string, { property: string; net: bigint; checks: Set<number>; last: string }>();
  let net = 0n;
  for (const s of payment.statements) {
    for (const l of s.lines) {
      // By name: a division order and an uploaded stub name the property, only a run's line has its id.
      const key = propertyKeyOf({ ...l, propertyId: '' });
      const p = properties.get(key) ?? { property: l.propertyName, net: 0n, checks: new Set(), last: s.checkDate };
      p.net += BigInt(l.ownerNetCents);
      p.checks.add(s.documentId);
      if (s.checkDate > p.last) p.last = s.checkDate;
      properties.set(key, p);
      net += BigInt(l.ownerNetCents);
    }
  }
  const last = payment.statements[payment.statements.length - 1];
  return {
    checkCount: payment.statements.length,
    net: formatCents(net),
    lastCheck: last ? { documentId: last.documentId, checkNumber: last.checkNumber, checkDate: last.checkDate } : null,
    properties: [...properties.values()]
      .sort((a, b) => a.property.localeCompare(b.property))
      .map((p) => ({
        property: p.property,
        net: formatCents(p.net),
        checkCount: p.checks.size,
        lastCheckDate: p.last,
      })),
    form1099Years: [...new Set(payment.forms1099.map((f) => f.taxYear))],
  };
}

/** The earliest check received from the operator, or a 1099 of an earlier year (payments before every statement). */
function firstPaymentOf(payment: PaymentsFrom | undefined): FirstPayment | null {
  const check = payment?.statements[0];
  const form = payment?.forms1099[0];
  const checkYear = check ? Number(check.checkDate.slice(0, 4)) : null;
  if (form && (checkYear === null || form.taxYear < checkYear))
    return { from: 'form1099', date: null, taxYear: form.taxYear, checkNumber: null, documentId: form.documentId };
  if (!check) return null;
  return {
    from: 'check',
    date: check.checkDate,
    taxYear: checkYear!,
    checkNumber: check.checkNumber,
    documentId: check.documentId,
  };
}

function reasonWithoutDocument(
  reason: typeof PaymentHoldReason.MissingW9 | typeof PaymentHoldReason.InvalidW9 | typeof PaymentHoldReason.MissingAch,
  text: string,
  holding: boolean,
): PaymentHold {
  const w9 = reason !== PaymentHoldReason.MissingAch;
  return {
    reason,
    text,
    // A W-9 or ACH details are not among the reasons §91.402(b) lets a payor withhold without interest.
    withoutInterest: false,
    action: w9
      ? { kind: PaymentHoldAction.SendW9, label: 'Send a W-9', documentId: null }
      : { kind: PaymentHoldAction.SendAch, label: 'Send an ACH form', documentId: null },
    divisionOrder: null,
    property: null,
    holding,
  };
}

/**
 * A division order against the statutory form (its pages' words) and against the decimals the
 * owner's statements from the same operator show for the same property: their lines' Owner
 * Interest, or a statement's own decimal field when its type has one (statements made from a
 * revenue file).
 */
function checkDivisionOrder(
  d: { documentId: number; ocrStatus: string },
  v: Values,
  text: string | undefined,
  statements: { documentId: number }[],
  values: (id: number) => Values,
  linesOf: Map<number, { cells: Record<string, string | null> }[]>,
): DivisionOrderCheck {
  const property = v.property ?? null;
  const decimals = new Map<string, string>();
  for (const s of statements) {
    const sv = values(s.documentId);
    for (const key of statementDecimalKeys) {
      const dec = sv[key];
      if (dec && sameProperty(sv.property, property)) decimals.set(decimalKey(dec), dec.trim());
    }
    for (const { cells } of linesOf.get(s.documentId) ?? []) {
      if (cells.ownerInterest && sameProperty(cells.property, property)) {
        decimals.set(decimalKey(cells.ownerInterest), cells.ownerInterest.trim());
      }
    }
  }
  const decimal = v.decimalInterest ?? null;
  return {
    documentId: d.documentId,
    divisionOrderNumber: v.docDivisionOrderNumber ?? null,
    property,
    decimalInterest: decimal,
    statementDecimals: [...decimals.values()],
    decimalMatches:
      decimals.size === 0 || decimal === null ? null : [...decimals.keys()].every((k) => k === decimalKey(decimal)),
    textRead: text !== undefined,
    extraClauses: text === undefined ? [] : findExtraClauses(text),
  };
}
