import type { CompanyUser } from '@docvue/contracts';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { UserSort, UserSortKey } from '../utils/list-sort';
import { userFormPath } from '../utils/paths';
import { fullName, roleName, userStatusLabel, userTypeLabel, type RoleOption } from '../utils/user-labels';

interface UserTableProps {
  users: CompanyUser[];
  roles: RoleOption[] | undefined;
  sort: UserSort;
  onSort: (key: UserSortKey) => void;
}

interface Column {
  key: UserSortKey;
  label: string;
  /** Shown from this width on; a phone shows the e-mail (with the name under it) and the status. */
  from?: 'sm' | 'md';
}

const columns: Column[] = [
  { key: 'emailAddress', label: 'Email' },
  { key: 'name', label: 'Name', from: 'sm' },
  { key: 'title', label: 'Title', from: 'md' },
  { key: 'mainRole', label: 'Main Role', from: 'sm' },
  { key: 'userType', label: 'Type', from: 'md' },
  { key: 'status', label: 'Status' },
];

const display = (from: Column['from']) => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : undefined);

/**
 * The company's users (docs/product/administration.md §2): e-mail, name, title, main role, type and status. The e-mail is the
 * link to the user's form (keyboard and screen readers); a click anywhere on the row opens it too.
 */
export function UserTable({ users, roles, sort, onSort }: UserTableProps) {
  const navigate = useNavigate();
  const openRow = (e: MouseEvent, u: CompanyUser) => {
    // The e-mail's own link already handles clicks on it.
    if ((e.target as HTMLElement).closest('a')) return;
    navigate(userFormPath(u.id));
  };
  const direction = (key: UserSortKey) => (sort.key === key ? sort.direction : 'asc');

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Users" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} sx={display(c.from)} sortDirection={sort.key === c.key ? sort.direction : false}>
                <TableSortLabel active={sort.key === c.key} direction={direction(c.key)} onClick={() => onSort(c.key)}>
                  {c.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((u) => (
            <TableRow key={u.id} hover onClick={(e) => openRow(e, u)} sx={{ cursor: 'pointer' }}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={userFormPath(u.id)}>
                  {u.emailAddress}
                </Link>
                <Typography
                  component="span"
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: { xs: 'block', sm: 'none' } }}
                >
                  {fullName(u)}
                </Typography>
              </TableCell>
              <TableCell sx={display('sm')}>{fullName(u)}</TableCell>
              <TableCell sx={display('md')}>{u.title}</TableCell>
              <TableCell sx={display('sm')}>{roleName(roles, u.mainRole)}</TableCell>
              <TableCell sx={display('md')}>{userTypeLabel(u.userType)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={u.blocked ? 'error' : u.invitationPending ? 'info' : 'success'}
                  label={userStatusLabel(u)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
