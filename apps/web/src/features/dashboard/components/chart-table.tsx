import { VisuallyHidden } from '@/components/visually-hidden';

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
    <VisuallyHidden component="div">
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
    </VisuallyHidden>
  );
}
