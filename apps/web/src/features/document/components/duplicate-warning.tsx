import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { PossibleDuplicate } from '@docvue/contracts';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { displayTimestamp } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';

const matched = { invoiceNumber: 'the same invoice number', amountDatePo: 'the same amount, invoice date and PO' };

/**
 * One other document, as the warning names it: 'AR Invoice INV-00123 (Paid 11/29/2026 04:37 PM): the
 * same invoice number' — the time it took the status named (issue 40); 'earlier' or 'later' first
 * when the list holds both.
 */
export function duplicateText(d: PossibleDuplicate, dateFormat: string, withRelation = false) {
  const name = `AR Invoice ${d.documentNumber ?? `#${d.documentId}`}`;
  const state = [withRelation ? `${d.relation},` : '', d.status, displayTimestamp(d.date, dateFormat)]
    .filter(Boolean)
    .join(' ');
  return { name, detail: ` (${state}): ${d.matchedOn.map((m) => matched[m]).join(' and ')}` };
}

/** 'an earlier document', 'later documents', 'earlier and later documents': which way the others lie. */
export function duplicatesPhrase(items: PossibleDuplicate[]) {
  const earlier = items.some((d) => d.relation === 'earlier');
  const later = items.some((d) => d.relation === 'later');
  if (items.length === 1) return earlier ? 'an earlier document' : 'a later document';
  if (earlier && later) return 'earlier and later documents';
  return earlier ? 'earlier documents' : 'later documents';
}

/**
 * Other invoices that look like this one (docs/design.md §8), earlier or later: the sender sees it
 * while preparing (and Send asks again), the receiver on open and in the Approve confirmation. Each
 * is a link to the other document, which the server names only when this company may open it.
 */
export function DuplicateWarning({ items }: { items: PossibleDuplicate[] }) {
  const dateFormat = useDateFormat();
  const titleId = useId();
  if (items.length === 0) return null;
  const mixed = duplicatesPhrase(items) === 'earlier and later documents';
  return (
    <Alert severity="warning" role="note" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <AlertTitle id={titleId}>Possible duplicate</AlertTitle>
      This invoice looks like {duplicatesPhrase(items)}:
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {items.map((d) => {
          const { name, detail } = duplicateText(d, dateFormat, mixed);
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
