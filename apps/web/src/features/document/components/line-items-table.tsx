import { formatProblem, type LineItemColumn } from '@docvue/contracts';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { memo } from 'react';
import { VisuallyHidden } from '@/components/visually-hidden';
import { displayValue } from '@/lib/format-value';
import { inputKindOf, isCapturableKind } from '@/lib/metadata-kinds';
import { useDocumentScreen, type DocumentScreenState } from '../hooks/document-context';
import { normalize, type DraftRow } from '../utils/draft';
import { rejectedLines } from '../utils/structured-answers';
import { ValueInput } from './inputs/value-input';

const widthOf = (c: LineItemColumn) => (c.key === 'description' ? 240 : 140);

/** The line items: inputs on an editable document, values on a read-only one. */
export function LineItemsTable() {
  const s = useDocumentScreen();
  const columns = s.doc.lineItemColumns;
  const allReadOnly = columns.every((c) => c.isReadonly);
  const target = s.capturable && s.target?.kind === 'cell' ? s.target : null;
  const rejected = rejectedLines(s.doc);

  return (
    <Table size="small" stickyHeader aria-label="Line items" sx={{ minWidth: columns.length * 140 }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: 48 }}>#</TableCell>
          {columns.map((c) => (
            <TableCell key={c.key} sx={{ minWidth: widthOf(c), whiteSpace: 'nowrap' }}>
              {c.name}
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
  );
}

/** A line a rejection named: marked, and said in words for those who do not see the colour. */
const rejectedRowSx = { bgcolor: 'warning.light' } as const;

function LineNumberCell({ number, note }: { number: number; note: string | null }) {
  return (
    <TableCell title={note ?? undefined}>
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
  dispatch,
  setTarget,
}: EditableRowProps) {
  return (
    <TableRow sx={note ? rejectedRowSx : undefined}>
      <LineNumberCell number={number} note={note} />
      {columns.map((c) => {
        const value = row.cells[c.key] ?? null;
        const trimmed = normalize(value);
        return (
          <TableCell key={c.key} sx={{ py: 0.5, px: 0.75 }}>
            <ValueInput
              id={`cell-${row.id}-${c.key}`}
              label={`${c.name}, row ${number}`}
              compact
              metadataTypeId={c.metadataTypeId}
              value={value}
              readOnly={c.isReadonly}
              required={c.isRequired || c.isThirdParty}
              selected={selectedColumn === c.key}
              error={trimmed === null ? null : formatProblem(c.name, c.metadataTypeId, trimmed)}
              onFocus={() =>
                setTarget(
                  c.isReadonly || !isCapturableKind(inputKindOf(c.metadataTypeId))
                    ? null
                    : { kind: 'cell', rowId: row.id, column: c.key },
                )
              }
              onChange={(v) => dispatch({ type: 'setCell', rowId: row.id, column: c.key, value: v })}
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
