import type { AddressSetPartyRef } from '@docvue/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { CONNECTED_PARTIES_PAGE_SIZE, useConnectedParties } from '@/lib/connected-parties';
import { messageOf } from '@/lib/notify';

type PartyRow = Pick<AddressSetPartyRef, 'id' | 'name' | 'number'> & { partyTypeName?: string };

interface SharedPartiesTableProps {
  value: number[];
  onChange: (ids: number[]) => void;
  /** The parties the document is shared with already (kept even when past the first 100). */
  shared: PartyRow[];
  disabled: boolean;
}

/**
 * The connected partners a shared document goes to (docs/product/administration.md §2, §9: up to 100, by name). Only a
 * partner on the network can read a shared document, so only connected parties are offered.
 */
export function SharedPartiesTable({ value, onChange, shared, disabled }: SharedPartiesTableProps) {
  const titleId = useId();
  const parties = useConnectedParties();
  const rows = useMemo(() => {
    const loaded: PartyRow[] = parties.data?.items ?? [];
    const missing = shared.filter((s) => !loaded.some((p) => p.id === s.id));
    return [...loaded, ...missing].sort((a, b) => a.name.localeCompare(b.name));
  }, [parties.data, shared]);
  const chosen = new Set(value);
  const all = rows.length > 0 && rows.every((r) => chosen.has(r.id));
  const some = rows.some((r) => chosen.has(r.id));

  const toggle = (id: number) => onChange(chosen.has(id) ? value.filter((v) => v !== id) : [...value, id]);
  const toggleAll = () => onChange(all ? [] : rows.map((r) => r.id));

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 1 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
        Share with
      </Typography>
      {parties.isPending && <CircularProgress size={28} aria-label="Loading the connected parties" />}
      {parties.isError && <Alert severity="error">{messageOf(parties.error)}</Alert>}
      {parties.data && rows.length === 0 && (
        <Typography color="text.secondary">
          You have no connected parties yet. Connect with your partners from Parties to share documents with them.
        </Typography>
      )}
      {rows.length > 0 && (
        <>
          {(parties.data?.totalRecords ?? 0) > CONNECTED_PARTIES_PAGE_SIZE && (
            <Typography variant="body2" color="text.secondary">
              {`The first ${CONNECTED_PARTIES_PAGE_SIZE} connected parties, by name.`}
            </Typography>
          )}
          <TableContainer sx={{ maxHeight: 420, overflow: 'auto' }}>
            <Table size="small" stickyHeader aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={all}
                      indeterminate={some && !all}
                      onChange={toggleAll}
                      disabled={disabled}
                      slotProps={{ input: { 'aria-label': 'Share with every party' } }}
                    />
                  </TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell>Number</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Type</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((p) => (
                  <TableRow
                    key={p.id}
                    hover
                    selected={chosen.has(p.id)}
                    onClick={(e) => {
                      if (disabled || (e.target as HTMLElement).closest('input')) return;
                      toggle(p.id);
                    }}
                    sx={{ cursor: disabled ? 'default' : 'pointer' }}
                  >
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={chosen.has(p.id)}
                        onChange={() => toggle(p.id)}
                        disabled={disabled}
                        slotProps={{ input: { 'aria-label': `Share with ${p.name}` } }}
                      />
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{p.name}</TableCell>
                    <TableCell>{p.number}</TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{p.partyTypeName}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
