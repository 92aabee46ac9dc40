/** The users list, where the form goes back to. */
export const USER_LIST_PATH = '/admin/users';
export const NEW_USER_PATH = '/admin/user/create';
export const userFormPath = (id: number) => `/admin/user/${id}`;
