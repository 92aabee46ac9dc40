import type { ListColumn } from '../../document-index/columns.js';

export type ListScope = (
  | { kind: 'all' }
  | { kind: 'sent' }
  | { kind: 'inbox' }
  | { kind: 'template'; templateId: number; routeStatusId: number | null }
) & {
  /**
   * Typed words, as parseTypeahead returns them: a tsquery in the company's namespace of the
   * suggest vectors ('31:red' & '31:me':*), so it can only match the company's own rows.
   */
  suggest?: string;
};

export interface ListSort {
  /** 'id' or a column of the list. */
  column: ListColumn | 'id';
  direction: 'asc' | 'desc';
}

export interface ListPage {
  offset: number;
  limit: number;
  /** Keyset: only ids after this one in the sort order (id sort only). */
  afterId?: number;
}
