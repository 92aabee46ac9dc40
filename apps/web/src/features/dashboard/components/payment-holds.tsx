import {
  DocumentTemplate,
  PaymentHoldAction,
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
import { dateText } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';
import { usePaymentHolds } from '../api/get-payment-holds';
import { documentListPath } from '../utils/list-links';
import { DashboardPanel } from './dashboard-panel';

/** Where each action is taken: the order to sign, or the list a W-9 or ACH form is uploaded and sent from. */
export function actionPath(action: PaymentHold['action']): string {
  if (action.kind === PaymentHoldAction.SignDocument) return `/documents/${action.documentId}`;
  return documentListPath(action.kind === PaymentHoldAction.SendW9 ? DocumentTemplate.W9 : DocumentTemplate.ACH);
}

const fromWords: Record<StatutoryClock['firstSaleFrom'], string> = {
  saleMonth: "a statement's month of sale",
  productionDate: "a statement's production date",
  documentDate: "a statement's date",
};

/** The §91.402–403 clock in sentences: since the first sale, the due date, and whether interest runs. */
export function clockText(clock: StatutoryClock, dateFormat: string): string[] {
  const month = new Date(`${clock.firstSaleMonth}-01T00:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const due = dateText(clock.firstPaymentDue, dateFormat);
  return [
    `First sale ${month} (from ${fromWords[clock.firstSaleFrom]}), ${clock.daysSinceFirstSale} days ago.`,
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

function OperatorHolds({ item, dateFormat }: { item: OperatorPaymentHolds; dateFormat: string }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ '& + &': { mt: 2 } }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {item.operatorName}
      </Typography>
      {item.clock && (
        <Typography variant="body2" color={item.clock.interestAccrues ? 'error' : 'text.secondary'}>
          {clockText(item.clock, dateFormat).join(' ')}
        </Typography>
      )}
      <Box component="ul" aria-label={`What holds ${item.operatorName}'s payments`} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {item.holds.map((hold, i) => (
          <li key={`${hold.reason}-${hold.action.documentId ?? i}`}>
            <Typography variant="body2" component="span">
              {hold.text}.{' '}
            </Typography>
            <Link component={RouterLink} to={actionPath(hold.action)} variant="body2">
              {hold.action.label}
            </Link>
            <DivisionOrderFlags hold={hold} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * An owner's home: why each operator holds its payments (issue 31), each reason with the link that
 * clears it, and the statutory clock where it runs.
 */
export function PaymentHolds() {
  const holds = usePaymentHolds();
  const dateFormat = useDateFormat();
  return (
    <DashboardPanel title="Why Payments Are Held" state={holds}>
      {() =>
        holds.data?.items.length ? (
          holds.data.items.map((item) => (
            <OperatorHolds key={item.operatorCompanyId} item={item} dateFormat={dateFormat} />
          ))
        ) : (
          <Typography color="text.secondary">Nothing holds your payments</Typography>
        )
      }
    </DashboardPanel>
  );
}
