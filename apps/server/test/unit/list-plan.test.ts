import { documentListQuery } from '@docvue/contracts';
import { describe, expect, it } from 'vitest';
import { mixedColumns, type ListColumn } from '../../src/document-index/columns.js';
import { planList } from '../../src/modules/document-lists/list-documents.js';

/* What a list query reads, decided without a database. */

const query = (q: Record<string, string>) => documentListQuery.parse(q);
const amount: ListColumn = { kind: 'metadata', key: 'amount', name: 'Amount', metadataTypeId: 5 } as ListColumn;

describe('the list plan', () => {
  it('reads a mixed list by id, newest first, from the page asked for', () => {
    const plan = planList({ kind: 'inbox' }, query({ page: '3', pageSize: '25' }), undefined);
    expect(plan.scope).toEqual({ kind: 'inbox' });
    expect(plan.columns).toBe(mixedColumns);
    expect(plan.sort).toEqual({ column: 'id', direction: query({}).sortDirection });
    expect(plan.offset).toBe(50);
  });

  it('starts at the keyset, not an offset, after an id', () => {
    expect(planList({ kind: 'all' }, query({ page: '3', pageSize: '25', afterId: '99' }), undefined).offset).toBe(0);
  });

  it("filters a template's list by status, sorted by one of its columns", () => {
    const plan = planList(
      { kind: 'template', templateId: 4 },
      query({ documentRouteStatusId: '6', sortBy: 'amount', sortDirection: 'asc' }),
      [amount],
    );
    expect(plan.scope).toEqual({ kind: 'template', templateId: 4, routeStatusId: 6 });
    expect(plan.sort).toEqual({ column: amount, direction: 'asc' });
  });

  it('refuses a status filter on a mixed list, an unknown sort, and a keyset with another sort', () => {
    expect(() => planList({ kind: 'sent' }, query({ documentRouteStatusId: '6' }), undefined)).toThrow(
      /documentRouteStatusId/,
    );
    expect(() => planList({ kind: 'all' }, query({ sortBy: 'nope' }), undefined)).toThrow(/sortBy/);
    expect(() =>
      planList({ kind: 'template', templateId: 4 }, query({ sortBy: 'amount', afterId: '9' }), [amount]),
    ).toThrow(/afterId/);
  });
});
