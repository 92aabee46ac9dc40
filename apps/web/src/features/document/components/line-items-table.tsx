import type { LineItemCells, LineItemColumn } from '@docvue/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import SouthOutlined from '@mui/icons-material/SouthOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo, useMemo, useState } from 'react';
import { DialogShell } from '@/components/dialog-shell';
import { VisuallyHidden } from '@/components/visually-hidden';
import { displayValue } from '@/lib/format-value';
import { inputKindOf, isCapturableKind } from '@/lib/metadata-kinds';
import { useDocumentScreen, type DocumentScreenState } from '../hooks/document-context';
import { fillDownOverwrites, headerDefaults, problemOf, type DraftRow } from '../utils/draft';
import { amountColumnsOf, amountDifference, type AmountColumns } from '../utils/line-amount';
import { rejectedLines } from '../utils/structured-answers';
import { ValueInput } from './inputs/value-input';

const widthOf = (c: LineItemColumn) => (c.key === 'description' ? 240 : 160);

/**
 * The line number stays in view while the columns scroll sideways (eight columns do not fit a
 * 1280 px screen beside the page): each cell's row is always known.
 */
const stickyStart: SxProps<Theme> = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
};

/** The line items: inputs on an editable document, values on a read-only one. */
export function LineItemsTable() {
  const s = useDocumentScreen();
  const columns = s.doc.lineItemColumns;
  const allReadOnly = columns.every((c) => c.isReadonly);
  const target = s.capturable && s.target?.kind === 'cell' ? s.target : null;
  const rejected = rejectedLines(s.doc);
  const defaultsKey = JSON.stringify(headerDefaults(s.doc, s.draft));
  const defaults = useMemo(() => JSON.parse(defaultsKey) as LineItemCells, [defaultsKey]);
  const several = s.draft.rows.length > 1;
  const amountColumns = useMemo(() => amountColumnsOf(columns), [columns]);
  const [asking, setAsking] = useState<{ column: LineItemColumn; value: string; lines: number[] } | null>(null);
  // Filled cells below are replaced only when the user says so (issue 40): they may be the
  // corrections a rejection asked for, or lines coded differently on purpose.
  const fillDown = (c: LineItemColumn) => {
    const overwrites = fillDownOverwrites(s.draft.rows, c.key);
    if (overwrites) setAsking({ column: c, ...overwrites });
    else s.dispatch({ type: 'fillDown', column: c.key });
  };
  const answer = (overwrite: boolean) => {
    if (asking) s.dispatch({ type: 'fillDown', column: asking.column.key, overwrite });
    setAsking(null);
  };

  return (
    <>
      <Table size="small" stickyHeader aria-label="Line items" sx={{ minWidth: columns.length * 160 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48, ...stickyStart, zIndex: 3 }}>#</TableCell>
            {columns.map((c) => (
              <TableCell key={c.key} sx={{ minWidth: widthOf(c), whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  {c.name}
                  {s.editable && !c.isReadonly && several && (
                    <Tooltip title={`Fill ${c.name} down`}>
                      <IconButton size="small" aria-label={`Fill ${c.name} down`} onClick={() => fillDown(c)}>
                        <SouthOutlined fontSize="inherit" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              </TableCell>
            ))}
            {s.editable && (
              <TableCell sx={{ width: 56 }}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {s.draft.rows.map((row, i) =>
            s.editable ? (
              <EditableRow
                key={row.id}
                row={row}
                number={i + 1}
                note={rejected.get(i + 1) ?? null}
                columns={columns}
                allReadOnly={allReadOnly}
                selectedColumn={target?.rowId === row.id ? target.column : null}
                documentId={s.doc.id}
                showMissing={s.draft.showMissing}
                defaults={defaults}
                amountColumns={amountColumns}
                dispatch={s.dispatch}
                setTarget={s.setTarget}
              />
            ) : (
              <TableRow key={row.id} sx={rejected.has(i + 1) ? rejectedRowSx : undefined}>
                <LineNumberCell number={i + 1} note={rejected.get(i + 1) ?? null} />
                {columns.map((c) => (
                  <TableCell key={c.key}>{displayValue(c.metadataTypeId, row.cells[c.key], s.dateFormat)}</TableCell>
                ))}
              </TableRow>
            ),
          )}
        </TableBody>
      </Table>
      {asking && <FillDownDialog {...asking} onAnswer={answer} onClose={() => setAsking(null)} />}
    </>
  );
}

/** Fill-down asks before it replaces filled cells: overwrite them, or fill only the empty ones. */
function FillDownDialog({
  column,
  value,
  lines,
  onAnswer,
  onClose,
}: {
  column: LineItemColumn;
  value: string;
  lines: number[];
  onAnswer: (overwrite: boolean) => void;
  onClose: () => void;
}) {
  const which = lines.length === 1 ? `Line ${lines[0]} has` : `Lines ${lines.join(', ')} have`;
  return (
    <DialogShell
      title={`Fill ${column.name} down`}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button onClick={() => onAnswer(false)} autoFocus>
            Fill empty cells only
          </Button>
          <Button onClick={() => onAnswer(true)} variant="contained">
            Overwrite
          </Button>
        </>
      }
    >
      {(descriptionId) => (
        <DialogContentText id={descriptionId}>
          {`${which} another ${column.name}. Overwrite ${lines.length === 1 ? 'it' : 'them'} with “${value}”?`}
        </DialogContentText>
      )}
    </DialogShell>
  );
}

/** A line a rejection named: marked, and said in words for those who do not see the colour. */
const rejectedRowSx = { bgcolor: 'warning.light' } as const;

function LineNumberCell({ number, note }: { number: number; note: string | null }) {
  return (
    <TableCell component="th" scope="row" sx={stickyStart} title={note ?? undefined}>
      {number}
      {note && <VisuallyHidden>{` ${note}`}</VisuallyHidden>}
    </TableCell>
  );
}

interface EditableRowProps {
  row: DraftRow;
  number: number;
  note: string | null;
  columns: LineItemColumn[];
  allReadOnly: boolean;
  selectedColumn: string | null;
  documentId: number;
  /** A Send was tried: empty required cells of a line with data say so. */
  showMissing: boolean;
  /** The header's coding a line just begun takes. */
  defaults: LineItemCells;
  /** The amount computed from quantity × unit price, when the columns hold them. */
  amountColumns: AmountColumns | null;
  dispatch: DocumentScreenState['dispatch'];
  setTarget: DocumentScreenState['setTarget'];
}

/** One row of inputs; it re-renders only when its own cells or selection change. */
const EditableRow = memo(function EditableRow({
  row,
  number,
  note,
  columns,
  allReadOnly,
  selectedColumn,
  documentId,
  showMissing,
  defaults,
  amountColumns,
  dispatch,
  setTarget,
}: EditableRowProps) {
  // Empty lines are not sent, so they are never marked (docs/product/documents.md §5).
  const hasData = Object.values(row.cells).some((v) => v !== null && v !== undefined && v.trim() !== '');
  return (
    <TableRow sx={note ? rejectedRowSx : undefined}>
      <LineNumberCell number={number} note={note} />
      {columns.map((c) => {
        const value = row.cells[c.key] ?? null;
        const required = c.isRequired || c.isThirdParty;
        return (
          <TableCell key={c.key} sx={{ py: 0.5, px: 0.75, verticalAlign: 'top' }}>
            <ValueInput
              id={`cell-${row.id}-${c.key}`}
              label={`${c.name}, row ${number}`}
              compact
              metadataTypeId={c.metadataTypeId}
              columnId={c.id}
              isThirdParty={c.isThirdParty}
              documentId={documentId}
              value={value}
              readOnly={c.isReadonly}
              required={required}
              selected={selectedColumn === c.key}
              hint={amountColumns?.amount === c.key ? amountDifference(row.cells, amountColumns) : undefined}
              error={problemOf(c.name, c.metadataTypeId, value, required && showMissing && hasData)}
              onFocus={() =>
                setTarget(
                  c.isReadonly || !isCapturableKind(inputKindOf(c.metadataTypeId))
                    ? null
                    : { kind: 'cell', rowId: row.id, column: c.key },
                )
              }
              onChange={(v) =>
                dispatch({ type: 'setCell', rowId: row.id, column: c.key, value: v, defaults, amount: amountColumns })
              }
            />
          </TableCell>
        );
      })}
      <TableCell sx={{ px: 0.5 }}>
        <IconButton
          aria-label={`Delete row ${number}`}
          disabled={allReadOnly}
          onClick={() => dispatch({ type: 'deleteRow', rowId: row.id, columns: columns.map((x) => x.key) })}
          size="small"
        >
          <DeleteOutline fontSize="small" />
        </IconButton>
      </TableCell>
    </TableRow>
  );
});
