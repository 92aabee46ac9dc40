import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { PossibleDuplicate } from '@docvue/contracts';
import { Link as RouterLink } from 'react-router';
import { displayTimestamp } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';

const matched = { invoiceNumber: 'the same invoice number', amountDatePo: 'the same amount, invoice date and PO' };

/** One earlier document, as the warning names it: 'AR Invoice INV-00123 (Sent 11/02/2026): the same invoice number'. */
export function duplicateText(d: PossibleDuplicate, dateFormat: string) {
  const name = `AR Invoice ${d.documentNumber ?? `#${d.documentId}`}`;
  const state = [d.status, displayTimestamp(d.date, dateFormat)].filter(Boolean).join(' ');
  return { name, detail: ` (${state}): ${d.matchedOn.map((m) => matched[m]).join(' and ')}` };
}

/**
 * Earlier invoices that look like this one (docs/design.md §8): the sender sees it while preparing
 * (and Send asks again), the receiver on open. Each is a link to the earlier document, which the
 * server names only when this company may open it.
 */
export function DuplicateWarning({ items }: { items: PossibleDuplicate[] }) {
  const dateFormat = useDateFormat();
  if (items.length === 0) return null;
  return (
    <Alert severity="warning" role="note" aria-labelledby="duplicate-warning-title" sx={{ mb: 2 }}>
      <AlertTitle id="duplicate-warning-title">Possible duplicate</AlertTitle>
      This invoice looks like {items.length === 1 ? 'an earlier document' : 'earlier documents'}:
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {items.map((d) => {
          const { name, detail } = duplicateText(d, dateFormat);
          return (
            <li key={d.documentId}>
              <Link component={RouterLink} to={`/documents/${d.documentId}`}>
                {name}
              </Link>
              {detail}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
