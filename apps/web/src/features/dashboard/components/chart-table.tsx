import Box from '@mui/material/Box';

/**
 * Read by screen readers, not shown. On a box around the table: a table never gets narrower
 * than its content, so hidden by itself it would still widen the page.
 */
const hidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

export interface ChartTableProps {
  caption: string;
  /** The header of the first column ('Month', 'Day', 'Status'). */
  category: string;
  columns: string[];
  rows: { label: string; values: number[] }[];
}

/** The text alternative of a chart: a table of its figures for screen readers. */
export function ChartTable({ caption, category, columns, rows }: ChartTableProps) {
  return (
    <Box sx={hidden}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{category}</th>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row">{r.label}</th>
              {r.values.map((v, i) => (
                <td key={columns[i]}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
