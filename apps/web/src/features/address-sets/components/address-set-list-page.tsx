import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { ListToolbar } from '@/components/list-toolbar';
import { VisuallyHidden } from '@/components/visually-hidden';
import { messageOf } from '@/lib/notify';
import { useAddressSets } from '../api/list-address-sets';

const formOf = (id: number | 'create') => `/admin/address/${id}`;

/**
 * /admin/address (docs/product/administration.md §2): the company's address sets by name, narrowed by the search box (name
 * or code; the list is all of them, so it filters as one types). A row opens its set; its name
 * is the link, for the keyboard.
 */
export function AddressSetListPage() {
  const navigate = useNavigate();
  const list = useAddressSets();
  const [text, setText] = useState('');
  const search = text.trim().toLowerCase();
  const rows = useMemo(
    () =>
      (list.data?.items ?? []).filter(
        (s) => !search || s.name.toLowerCase().includes(search) || (s.code ?? '').toLowerCase().includes(search),
      ),
    [list.data, search],
  );

  const openRow = (e: MouseEvent, id: number) => {
    if ((e.target as HTMLElement).closest('a')) return;
    navigate(formOf(id));
  };

  return (
    <>
      <PageHeading>Address Sets</PageHeading>
      <ListToolbar text={text} onText={setText} newLabel="New Address Set" newTo={formOf('create')} />
      {list.isPending && <CircularProgress aria-label="Loading the address sets" />}
      {list.isError && <Alert severity="error">{messageOf(list.error)}</Alert>}
      {list.data && (
        <>
          <Table size="small" aria-label="Address Sets">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Code</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((s) => (
                <TableRow key={s.id} hover onClick={(e) => openRow(e, s.id)} sx={{ cursor: 'pointer' }}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <Link component={RouterLink} to={formOf(s.id)}>
                      {s.name}
                    </Link>
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{s.code}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {rows.length === 0 && (
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              {search ? 'No address sets match the search.' : 'No address sets yet.'}
            </Typography>
          )}
          <VisuallyHidden>
            <span role="status">{search ? `${rows.length} of ${list.data.items.length} address sets` : ''}</span>
          </VisuallyHidden>
        </>
      )}
    </>
  );
}
