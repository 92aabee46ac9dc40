export const ORG_UNIT_LIST_PATH = '/admin/orgunits';
export const NEW_ORG_UNIT_PATH = '/admin/orgunit/create';
export const orgUnitFormPath = (id: number) => `/admin/orgunit/${id}`;

/** Where the list keeps its search text (docs/product/administration.md §3: local storage `orgUnitList`). */
export const ORG_UNIT_LIST_KEY = 'orgUnitList';
