import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { ListToolbar } from '@/components/list-toolbar';
import { VisuallyHidden } from '@/components/visually-hidden';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useRememberedText } from '@/hooks/use-remembered-text';
import { messageOf } from '@/lib/notify';
import { useRoles } from '../api/get-roles';
import { useUserList } from '../api/list-users';
import { defaultUserSort, sortUsers, type UserSort, type UserSortKey } from '../utils/list-sort';
import { USER_SEARCH_DELAY_MS, USERS_LIST_KEY } from '../utils/list-search';
import { NEW_USER_PATH } from '../utils/paths';
import { UserTable } from './user-table';

const countText = (n: number) => (n === 1 ? '1 user' : `${n} users`);

/**
 * /admin/users (docs/product/administration.md §2): the company's users, sorted by e-mail; the search text (name or e-mail)
 * is remembered. 'New User' opens the form of a new one, a row opens its user.
 */
export function UserListPage() {
  const [text, setText] = useRememberedText(USERS_LIST_KEY);
  const query = useDebouncedValue(text.trim(), USER_SEARCH_DELAY_MS);
  const list = useUserList(query);
  const roles = useRoles();
  const [sort, setSort] = useState<UserSort>(defaultUserSort);
  const users = useMemo(() => (list.data ? sortUsers(list.data, sort, roles.data) : []), [list.data, sort, roles.data]);

  const changeSort = (key: UserSortKey) =>
    setSort((s) => ({ key, direction: s.key === key && s.direction === 'asc' ? 'desc' : 'asc' }));

  return (
    <>
      <PageHeading>Users</PageHeading>
      <ListToolbar text={text} onText={setText} newLabel="New User" newTo={NEW_USER_PATH} />
      <Box sx={{ height: 4, mb: 0.5 }}>{list.isFetching && <LinearProgress aria-label="Loading the users" />}</Box>
      {list.isError && <Alert severity="error">{messageOf(list.error)}</Alert>}
      {list.data && (
        <>
          <VisuallyHidden>
            <span role="status">{countText(users.length)}</span>
          </VisuallyHidden>
          {users.length > 0 ? (
            <UserTable users={users} roles={roles.data} sort={sort} onSort={changeSort} />
          ) : (
            <Typography color="text.secondary" sx={{ py: 3 }}>
              No users found
            </Typography>
          )}
        </>
      )}
    </>
  );
}
