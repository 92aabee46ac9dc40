import type { LineItemCells } from '@docvue/contracts';
import Add from '@mui/icons-material/Add';
import PlaylistAddCheck from '@mui/icons-material/PlaylistAddCheck';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useProposedLineItems } from '../api/get-proposed-line-items';
import { useDocumentScreen } from '../hooks/document-context';
import { detailTotalOf } from '../utils/detail-total';
import { headerDefaults, normalize, savedHeaderCoding, type DraftRow } from '../utils/draft';
import { DetailTotalDisplay } from './detail-total-display';
import { LineItemsTable } from './line-items-table';
import { SuggestedRowsDialog } from './suggested-rows-dialog';

/** A suggestion already among the rows: every cell it has is in some row. */
const isAmong = (suggestion: LineItemCells, rows: DraftRow[]) =>
  rows.some((r) =>
    Object.entries(suggestion).every(([k, v]) => normalize(v) === null || normalize(v) === normalize(r.cells[k])),
  );

/** The detail (line) items: the table, the total against the dollar total, add row and suggested rows. */
export function LineItemsPane() {
  const s = useDocumentScreen();
  const [suggesting, setSuggesting] = useState(false);
  const table = useRef<HTMLDivElement>(null);
  // A replacement file waiting proposes its own rows (issue 28).
  const version = `${s.doc.fileName}:${s.doc.pageCount ?? 0}:${s.doc.temporaryFileId ?? ''}`;
  const proposed = useProposedLineItems(s.doc.id, version, s.editable && s.capturable);
  const suggestions = (proposed.data?.suggestedRows ?? []).filter((r) => !isAmong(r, s.draft.rows));
  const total = detailTotalOf(s.doc, s.draft);
  const columns = s.doc.lineItemColumns.map((c) => c.key);
  const allReadOnly = s.doc.lineItemColumns.every((c) => c.isReadonly);

  return (
    <Box
      component="section"
      aria-labelledby="line-items-title"
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5, px: 1.5, py: 1 }}>
        <Typography id="line-items-title" component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
          Line Items
        </Typography>
        {total && <DetailTotalDisplay {...total} />}
        <Box sx={{ flex: 1 }} />
        {s.editable && suggestions.length > 0 && proposed.data && (
          <Button size="small" startIcon={<PlaylistAddCheck />} onClick={() => setSuggesting(true)}>
            Suggested Rows ({suggestions.length})
          </Button>
        )}
        {s.editable && (
          <Button
            size="small"
            startIcon={<Add />}
            disabled={allReadOnly}
            onClick={() => s.dispatch({ type: 'addRow', columns, defaults: headerDefaults(s.doc, s.draft) })}
          >
            Add row
          </Button>
        )}
      </Box>
      <Box
        ref={table}
        tabIndex={0}
        role="region"
        aria-label="Line item rows"
        sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}
      >
        <LineItemsTable />
      </Box>
      {proposed.data && (
        <SuggestedRowsDialog
          open={suggesting}
          onClose={() => setSuggesting(false)}
          proposed={proposed.data}
          rows={suggestions}
          onAccept={(rows) => {
            s.dispatch({
              type: 'acceptRows',
              rows,
              columns,
              defaults: headerDefaults(s.doc, s.draft),
              suggestedWith: savedHeaderCoding(s.doc),
            });
            // The Suggested Rows button goes once none are left: the keyboard carries on at the rows.
            if (rows.length === suggestions.length) window.setTimeout(() => table.current?.focus());
          }}
        />
      )}
    </Box>
  );
}
