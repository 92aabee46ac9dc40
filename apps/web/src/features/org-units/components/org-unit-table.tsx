import type { OrgUnit } from '@docvue/contracts';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { orgUnitFormPath } from '../utils/paths';

/** City and State give way on a phone. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The company's org units (docs/product/administration.md §2): Name, Code, City, State, Active. The name is the link to the
 * form (keyboard and screen readers); a click anywhere on the row opens it too.
 */
export function OrgUnitTable({ units, label }: { units: OrgUnit[]; label: string }) {
  const navigate = useNavigate();
  const openRow = (e: MouseEvent, u: OrgUnit) => {
    if ((e.target as HTMLElement).closest('a')) return;
    navigate(orgUnitFormPath(u.id));
  };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Code</TableCell>
            <TableCell sx={wide}>City</TableCell>
            <TableCell sx={wide}>State</TableCell>
            <TableCell>Active</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {units.map((u) => (
            <TableRow key={u.id} hover onClick={(e) => openRow(e, u)} sx={{ cursor: 'pointer' }}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={orgUnitFormPath(u.id)}>
                  {u.name}
                </Link>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{u.code}</TableCell>
              <TableCell sx={wide}>{u.city}</TableCell>
              <TableCell sx={wide}>{u.state}</TableCell>
              <TableCell>{u.isActive ? 'Yes' : 'No'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
