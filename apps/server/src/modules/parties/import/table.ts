/** A cell as read: its text, or what makes it unusable (a formula, an error value). */
export type Cell = { text: string } | { refused: 'formula' | 'error' };

export interface Table {
  header: string[];
  /** Each row with its number in the file (the header is row 1). */
  rows: { rowNumber: number; cells: Cell[] }[];
}
