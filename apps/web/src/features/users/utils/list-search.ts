/** Where the users list keeps its search text (docs/product/administration.md §3: local storage `usersList`). */
export const USERS_LIST_KEY = 'usersList';

/** The list asks the server again once typing has paused this long (as the party list). */
export const USER_SEARCH_DELAY_MS = 200;
