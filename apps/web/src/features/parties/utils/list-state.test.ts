import { defaultListState, PARTY_LIST_KEY, readListState, writeListState } from './list-state';
import { highlightParts } from './highlight';

describe('the party list’s remembered state', () => {
  it('starts by name ascending, 50 a page, with no filters', () => {
    expect(readListState()).toEqual({
      text: '',
      partyTypeId: 0,
      partyStatus: 0,
      page: 0,
      pageSize: 50,
      sortBy: 'name',
      sortDirection: 'asc',
    });
  });

  it('reads back what was written', () => {
    const state = { ...defaultListState, text: 'basin', partyStatus: 3, page: 2, sortBy: 'number' as const };
    writeListState(state);
    expect(readListState()).toEqual(state);
  });

  it('falls back field by field on what it cannot use, and to the defaults on what is not JSON', () => {
    window.localStorage.setItem(PARTY_LIST_KEY, JSON.stringify({ text: 'mesa', pageSize: 7, sortBy: 'taxIdentifier' }));
    expect(readListState()).toEqual({ ...defaultListState, text: 'mesa' });
    window.localStorage.setItem(PARTY_LIST_KEY, '{not json');
    expect(readListState()).toEqual(defaultListState);
  });
});

describe('highlightParts', () => {
  it('marks every occurrence, ignoring case, and keeps the text as written', () => {
    expect(highlightParts('Basin Basin Co', 'basin')).toEqual([
      { text: 'Basin', match: true },
      { text: ' ', match: false },
      { text: 'Basin', match: true },
      { text: ' Co', match: false },
    ]);
    expect(highlightParts('Mesquite', '')).toEqual([{ text: 'Mesquite', match: false }]);
  });
});
