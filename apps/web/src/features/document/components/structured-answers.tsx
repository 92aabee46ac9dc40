import type { DocumentResponse } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { nameOf } from '../utils/structured-answers';

const shown = (v: string | null) => (v === null || v === '' ? '(empty)' : v);

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

/** On a resubmission: what changed on the lines and fields the rejection named. */
export function ResubmissionChanges({ doc }: { doc: DocumentResponse }) {
  const c = doc.resubmissionChanges;
  if (!c || (c.lines.length === 0 && c.fields.length === 0)) return null;
  return (
    <Alert severity="info" role="note" aria-labelledby="resubmission-changes-title" sx={{ mb: 2 }}>
      <AlertTitle id="resubmission-changes-title">Changes since the rejection ({c.rejection.reasonCode})</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {c.lines.map((l) => (
          <li key={`line-${l.line}`}>
            Line {l.line}:{' '}
            {l.changes.length === 0
              ? 'unchanged'
              : l.changes.map((ch) => `${nameOf(doc, ch.key)} ${shown(ch.before)} → ${shown(ch.after)}`).join(', ')}
          </li>
        ))}
        {c.fields.map((f) => (
          <li key={`field-${f.key}`}>
            {nameOf(doc, f.key)}: {f.before === f.after ? 'unchanged' : `${shown(f.before)} → ${shown(f.after)}`}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
