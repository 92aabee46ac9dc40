import { LegalDocumentType, type LegalDocument } from '@docvue/contracts';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { displayDate } from '@/lib/format-value';
import { messageOf } from '@/lib/notify';
import { useDateFormat } from '@/lib/personalization';
import { useLegalDocuments } from '../api/search-legal-documents';
import { ExpiryCell } from './expiry-cell';
import { ReplaceFileButton } from './replace-file-button';

const formOf = (id: number | 'create') => `/admin/settings/legalDocument/${id}`;

/**
 * The Company Documents tab (docs/product/administration.md §2): the company's W-9s and insurance certificates, newest
 * first. A row opens its document (its type is the link, for the keyboard); each can get a new
 * file in place.
 */
export function LegalDocumentListPage() {
  const navigate = useNavigate();
  const dateFormat = useDateFormat();
  const list = useLegalDocuments();
  const rows = list.data?.items ?? [];

  const openRow = (e: MouseEvent, doc: LegalDocument) => {
    // A click in the replace button's dialog reaches the row through React, not through the page.
    if (!e.currentTarget.contains(e.target as Node)) return;
    // The link, the replace button and its file picker handle their own clicks.
    if ((e.target as HTMLElement).closest('a, button, input')) return;
    navigate(formOf(doc.id));
  };

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 320px' }}>
          Your W9 and insurance certificate, private or shared with the partners you choose.
        </Typography>
        <Button variant="contained" startIcon={<Add />} component={RouterLink} to={formOf('create')}>
          Upload New
        </Button>
      </Box>
      {list.isPending && <CircularProgress aria-label="Loading the company documents" />}
      {list.isError && <Alert severity="error">{messageOf(list.error)}</Alert>}
      {list.data && rows.length === 0 && (
        <Typography color="text.secondary">
          No company documents yet. Upload your W9 and insurance certificate.
        </Typography>
      )}
      {rows.length > 0 && (
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Company Documents" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                <TableCell>Upload Date</TableCell>
                <TableCell>Privacy</TableCell>
                <TableCell>Is Active</TableCell>
                <TableCell>DocumentType</TableCell>
                <TableCell>Expires</TableCell>
                <TableCell align="center">Replace</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((doc) => {
                const uploaded = displayDate(doc.insertDate, dateFormat);
                return (
                  <TableRow key={doc.id} hover onClick={(e) => openRow(e, doc)} sx={{ cursor: 'pointer' }}>
                    <TableCell>{uploaded}</TableCell>
                    <TableCell>{doc.privacySettingName}</TableCell>
                    <TableCell>{doc.isActive ? 'Yes' : 'No'}</TableCell>
                    <TableCell>
                      <Link component={RouterLink} to={formOf(doc.id)}>
                        {doc.legalDocumentTypeName}
                      </Link>
                    </TableCell>
                    <TableCell>
                      {doc.legalDocumentTypeId === LegalDocumentType.InsuranceCertificate && (
                        <ExpiryCell expiresOn={doc.expiresOn} dateFormat={dateFormat} />
                      )}
                    </TableCell>
                    <TableCell align="center" padding="checkbox">
                      <ReplaceFileButton doc={doc} label={`${doc.legalDocumentTypeName} of ${uploaded}`} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}
