import type { DocumentResponse } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useDateFormat } from '@/lib/personalization';
import { nameOf, resubmissionChangeList } from '../utils/structured-answers';

/** What a structured rejection named besides its reason: the code, the lines and the fields. */
export function RejectionDetails({ doc }: { doc: DocumentResponse }) {
  const r = doc.rejection;
  if (!r) return null;
  return (
    <span>
      {r.reasonCode}
      {r.lines.length > 0 && ` · Lines ${r.lines.join(', ')}`}
      {r.fields.length > 0 && ` · Fields ${r.fields.map((k) => nameOf(doc, k)).join(', ')}`}
    </span>
  );
}

/**
 * Warnings kept on the fields of an invoice read from PIDX (totals that do not reconcile): both
 * sides see them, the values stay as the file stated them.
 */
export function FieldWarnings({ doc }: { doc: DocumentResponse }) {
  if (!doc.fieldWarnings?.length) return null;
  return (
    <Alert severity="warning" role="note" aria-labelledby="field-warnings-title" sx={{ mb: 2 }}>
      <AlertTitle id="field-warnings-title">The totals do not reconcile</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {doc.fieldWarnings.map((w) => (
          <li key={`${w.key}:${w.message}`}>
            {nameOf(doc, w.key)}: {w.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * On a resubmission: everything it changed against the rejected version, money first, and what the
 * rejection named, answered or not (issue 40). On the document and in the Approve confirmation.
 */
export function ResubmissionChanges({ doc }: { doc: DocumentResponse }) {
  const dateFormat = useDateFormat();
  const list = resubmissionChangeList(doc, dateFormat);
  const titleId = useId();
  if (!list) return null;
  return (
    <Alert severity={list.moneyChanged ? 'warning' : 'info'} role="note" aria-labelledby={titleId} sx={{ mb: 2 }}>
      <AlertTitle id={titleId}>Changes since the rejection{list.reasonCode ? ` (${list.reasonCode})` : ''}</AlertTitle>
      {list.items.length === 0 ? (
        'Nothing changed since the rejection.'
      ) : (
        <ul aria-label="Changes" style={{ margin: 0, paddingLeft: 18 }}>
          {list.items.map((item) => (
            <li key={item.id}>{item.text}</li>
          ))}
        </ul>
      )}
      {list.named.length > 0 && (
        <>
          <Box component="p" sx={{ m: 0, mt: 1, fontWeight: 500 }}>
            What the rejection named
          </Box>
          <ul aria-label="What the rejection named" style={{ margin: 0, paddingLeft: 18 }}>
            {list.named.map((item) => (
              <li key={item.id} style={item.answered ? undefined : { fontWeight: 500 }}>
                {item.text}
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
