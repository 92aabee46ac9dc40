import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParties } from '@/lib/party-search';
import { ConnectionState } from './inputs/connection-state';

interface ReadOnlyValueProps {
  label: string;
  value: string;
  /** A party field on the sender's side: its connection state is shown with it. */
  party?: { typeId: number | undefined; name: string };
  /** A rejection named this field: said under its value, and the value marked. */
  note?: string | undefined;
}

/** A value of a read-only document: shown, not editable (docs/product/documents.md §4). */
export function ReadOnlyValue({ label, value, party, note }: ReadOnlyValueProps) {
  return (
    <Box sx={{ py: 0.5, ...(note ? rejectedFieldSx : {}) }} data-rejected={note ? 'true' : undefined}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Typography>
      {party && <PartyConnection typeId={party.typeId} name={party.name} />}
      {note && (
        <Typography component="dd" variant="caption" sx={rejectedNoteSx}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

/** A field a rejection named (issue 29): marked at its side, as a rejected line is. */
export const rejectedFieldSx = { borderLeft: 3, borderColor: 'warning.main', pl: 1 } as const;
export const rejectedNoteSx = { display: 'block', m: 0, fontWeight: 500 } as const;

function PartyConnection({ typeId, name }: { typeId: number | undefined; name: string }) {
  const found = useParties(typeId, name);
  const party = found.data?.items.find((p) => p.name.toLowerCase() === name.toLowerCase());
  if (!party) return null;
  return (
    <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
      <ConnectionState
        partyId={party.id}
        partyName={party.name}
        email={party.emails[0]}
        status={party.connectionStatus}
        actionable={false}
      />
    </Box>
  );
}
