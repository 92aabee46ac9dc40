import {
  DocumentTemplate,
  MetadataType,
  PaymentHoldAction,
  type OperatorPaid,
  type OperatorPaymentHolds,
  type PaymentHold,
  type StatutoryClock,
} from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { dateText, displayValue } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';
import { usePaymentHolds } from '../api/get-payment-holds';
import { documentListPath } from '../utils/list-links';
import { DashboardPanel } from './dashboard-panel';

/** Where each action is taken: the order to sign, or the list a W-9 or ACH form is uploaded and sent from. */
export function actionPath(action: PaymentHold['action']): string {
  if (action.kind === PaymentHoldAction.SignDocument) return `/documents/${action.documentId}`;
  return documentListPath(action.kind === PaymentHoldAction.SendW9 ? DocumentTemplate.W9 : DocumentTemplate.ACH);
}

const fromWords: Record<NonNullable<StatutoryClock['firstSaleFrom']>, string> = {
  saleMonth: "a statement's month of sale",
  productionDate: "a statement's production date",
  documentDate: "a statement's date",
  effectiveDate: "a division order's effective date",
};

const dollars = (text: string) => displayValue(MetadataType.Currency, text, '');
const checks = (n: number) => `${n} check${n === 1 ? '' : 's'}`;

/**
 * The §91.402–403 clock in sentences: since the first sale, the due date, and whether interest
 * runs; once the first payment is made, the clock has ended and says when (and how late) it was.
 */
export function clockText(clock: StatutoryClock, dateFormat: string): string[] {
  const paid = clock.firstPayment;
  if (paid?.from === 'form1099' || !clock.firstSaleMonth || !clock.firstSaleFrom || !clock.firstPaymentDue)
    return paid
      ? [
          `Paid since ${paid.taxYear} or earlier (a 1099 for ${paid.taxYear} reports royalties paid): the first payment is made, so its deadline (Texas Nat. Res. Code §91.402) no longer runs.`,
        ]
      : [];
  const month = new Date(`${clock.firstSaleMonth}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const due = dateText(clock.firstPaymentDue, dateFormat);
  const sale = `First sale ${month} (from ${fromWords[clock.firstSaleFrom]}), ${clock.daysSinceFirstSale} days ago.`;
  if (paid)
    return [
      sale,
      `First payment was due ${due} and made ${dateText(paid.date, dateFormat)} (check ${paid.checkNumber})${
        clock.daysPastDue > 0 ? `, ${clock.daysPastDue} days late` : ', in time'
      }.`,
    ];
  return [
    sale,
    clock.daysPastDue > 0
      ? `First payment was due ${due}: ${clock.daysPastDue} days past due.`
      : `First payment is due ${due} (Texas Nat. Res. Code §91.402).`,
    ...(clock.interestAccrues
      ? ['Interest is accruing: payment is held for a reason the statute does not allow (§91.403).']
      : []),
  ];
}

function DivisionOrderFlags({ hold }: { hold: PaymentHold }) {
  const check = hold.divisionOrder;
  if (!check) return null;
  return (
    <>
      {check.extraClauses.length > 0 && (
        <Alert severity="warning" sx={{ mt: 0.5 }}>
          Read before signing: this order adds clauses beyond the statutory form (§91.402(h)), which you need not sign.
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {check.extraClauses.map((c) => (
              <li key={c.kind}>
                {c.label}: “{c.excerpt}”
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {check.decimalMatches === false && (
        <Alert severity="warning" sx={{ mt: 0.5 }}>
          The decimal on this order ({check.decimalInterest}) differs from your statements for {check.property} (
          {check.statementDecimals.join(', ')}).
        </Alert>
      )}
    </>
  );
}

/** What the operator paid, per property, from the statements received (the figures of Statements by Property). */
function Paid({ paid, name, dateFormat }: { paid: OperatorPaid; name: string; dateFormat: string }) {
  const last = paid.lastCheck;
  const forms = paid.form1099Years.length ? ` 1099s report royalties paid in ${paid.form1099Years.join(', ')}.` : '';
  return (
    <>
      <Typography variant="body2">
        {paid.checkCount > 0
          ? `Paid ${dollars(paid.net)} in ${checks(paid.checkCount)}${
              last ? `, the last ${last.checkNumber} of ${dateText(last.checkDate, dateFormat)}` : ''
            }.${forms}`
          : forms.trim()}
      </Typography>
      {paid.properties.length > 0 && (
        <Box component="ul" aria-label={`What ${name} paid, by property`} sx={{ m: 0, pl: 2.5 }}>
          {paid.properties.map((p) => (
            <li key={p.property}>
              <Typography variant="body2" component="span">
                {`${p.property}: ${dollars(p.net)} in ${checks(p.checkCount)}, the last of ${dateText(p.lastCheckDate, dateFormat)}`}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </>
  );
}

/** A hold's link, offered only to a role that can take the action (a Signer cannot send a W-9 or ACH form). */
function ActionLink({ action, abilities }: { action: PaymentHold['action']; abilities: HoldAbilities }) {
  if (action.kind !== PaymentHoldAction.SignDocument && !abilities.canSend)
    return (
      <Typography variant="body2" component="span" color="text.secondary">
        {`A User or Administrator of your company can ${action.label.charAt(0).toLowerCase()}${action.label.slice(1)}.`}
      </Typography>
    );
  const label =
    action.kind === PaymentHoldAction.SignDocument && !abilities.canSign
      ? action.label.replace(/^Sign /, 'Open ')
      : action.label;
  return (
    <Link component={RouterLink} to={actionPath(action)} variant="body2">
      {label}
    </Link>
  );
}

function HoldList({ holds, label, abilities }: { holds: PaymentHold[]; label: string; abilities: HoldAbilities }) {
  if (holds.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
      {holds.map((hold, i) => (
        <li key={`${hold.reason}-${hold.action.documentId ?? i}`}>
          <Typography variant="body2" component="span">
            {hold.text}.{' '}
          </Typography>
          <ActionLink action={hold.action} abilities={abilities} />
          <DivisionOrderFlags hold={hold} />
        </li>
      ))}
    </Box>
  );
}

function OperatorHolds({
  item,
  dateFormat,
  abilities,
}: {
  item: OperatorPaymentHolds;
  dateFormat: string;
  abilities: HoldAbilities;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ '& + &': { mt: 2 } }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {item.operatorName}
      </Typography>
      {item.paid && <Paid paid={item.paid} name={item.operatorName} dateFormat={dateFormat} />}
      {item.clock && (
        <Typography variant="body2" color={item.clock.interestAccrues ? 'error' : 'text.secondary'}>
          {clockText(item.clock, dateFormat).join(' ')}
        </Typography>
      )}
      <HoldList
        holds={item.holds.filter((h) => h.holding)}
        label={`What holds ${item.operatorName}'s payments`}
        abilities={abilities}
      />
      <HoldList
        holds={item.holds.filter((h) => !h.holding)}
        label={`What ${item.operatorName} pays all the same`}
        abilities={abilities}
      />
    </Box>
  );
}

/** What the person's role lets them do about a hold (user.abilities, passed down from the route). */
export interface HoldAbilities {
  /** Upload and send a W-9 or ACH form (workWithDocuments). */
  canSend: boolean;
  /** Sign and return a division order (signDocuments). */
  canSign: boolean;
}

/**
 * An owner's home: why each operator holds its payments (issue 31), each reason with the link that
 * clears it, and the statutory clock where it runs; for an operator that paid, what it paid per
 * property and the reasons it pays despite (issue 47).
 */
export function PaymentHolds({ abilities }: { abilities: HoldAbilities }) {
  const holds = usePaymentHolds();
  const dateFormat = useDateFormat();
  return (
    <DashboardPanel title="Why Payments Are Held" state={holds}>
      {() =>
        holds.data?.items.length ? (
          holds.data.items.map((item) => (
            <OperatorHolds key={item.operatorCompanyId} item={item} dateFormat={dateFormat} abilities={abilities} />
          ))
        ) : (
          <Typography color="text.secondary">Nothing holds your payments</Typography>
        )
      }
    </DashboardPanel>
  );
}
