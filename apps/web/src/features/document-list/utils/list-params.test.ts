import { pageSizeOptions, searchWithStatus, serverPageSize, statusFromSearch, statusTabs } from './list-params';

describe('status tabs', () => {
  it('are All and every route status except New', () => {
    expect(statusTabs.map((t) => [t.id, t.label])).toEqual([
      [0, 'All'],
      [1, 'Sent'],
      [2, 'Received'],
      [3, 'Approved'],
      [4, 'Paid'],
      [5, 'Rejected'],
      [6, 'Resubmitted'],
      [8, 'Pending'],
      [9, 'Returned'],
    ]);
  });

  it.each([
    ['documentRouteStatusId=5', 5],
    ['documentRouteStatusId=9', 9],
    ['', 0],
    ['documentRouteStatusId=7', 0],
    ['documentRouteStatusId=12', 0],
    ['documentRouteStatusId=paid', 0],
  ])('read from the address: %j is tab %i', (search, id) => {
    expect(statusFromSearch(new URLSearchParams(search))).toBe(id);
  });

  it('are written to the address, keeping its other parameters', () => {
    const search = new URLSearchParams('x=1');
    expect(searchWithStatus(search, 4).toString()).toBe('x=1&documentRouteStatusId=4');
    expect(searchWithStatus(new URLSearchParams('documentRouteStatusId=4&x=1'), 0).toString()).toBe('x=1');
  });
});

describe('page sizes', () => {
  it('are 25, 50, 75, 100 and all, which asks the server for 100000', () => {
    expect(pageSizeOptions).toEqual([25, 50, 75, 100, { value: -1, label: 'All' }]);
    expect(serverPageSize(-1)).toBe(100000);
    expect(serverPageSize(75)).toBe(75);
  });
});
