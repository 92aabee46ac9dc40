import type { ApiKeyCreated, CompanyUser } from '@docvue/contracts';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { VisuallyHidden } from '@/components/visually-hidden';
import { displayTimestamp } from '@/lib/format-value';
import { notify } from '@/lib/notify';
import { useDateFormat } from '@/lib/personalization';
import { useCreateApiKey } from '../api/create-api-key';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { ApiKeyCreatedDialog } from './api-key-created-dialog';

type ApiKey = CompanyUser['apiKeys'][number];

/**
 * An API-key user's keys (never the keys themselves: prefix, created, last used, revoked), 'Create
 * API key' and Revoke. A new key is shown once, in a dialog.
 */
export function ApiKeysSection({ user }: { user: CompanyUser }) {
  const headingId = useId();
  const dateFormat = useDateFormat();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const when = (iso: string | null) => (iso ? displayTimestamp(iso, dateFormat) : '');

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(
      { userId: user.id, keyId: revoking.id },
      {
        onSuccess: () => notify.success('API key revoked'),
        onSettled: () => setRevoking(null),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4, maxWidth: 900 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
        <Typography id={headingId} component="h2" variant="h6">
          API Keys
        </Typography>
        <Button
          variant="outlined"
          startIcon={<Add />}
          disabled={create.isPending}
          onClick={() => create.mutate(user.id, { onSuccess: setCreated })}
          sx={{ ml: 'auto' }}
        >
          Create API key
        </Button>
      </Box>
      {user.apiKeys.length === 0 ? (
        <Typography color="text.secondary">No API keys yet</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>Prefix</TableCell>
                <TableCell>Created</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Last Used</TableCell>
                <TableCell>Revoked</TableCell>
                <TableCell>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {user.apiKeys.map((k) => (
                <TableRow key={k.id}>
                  <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                    {k.prefix}
                  </TableCell>
                  <TableCell>{when(k.createdAt)}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    {k.lastUsedAt ? when(k.lastUsedAt) : 'Never'}
                  </TableCell>
                  <TableCell>{when(k.revokedAt)}</TableCell>
                  <TableCell align="right">
                    {!k.revokedAt && (
                      <Button
                        size="small"
                        color="error"
                        aria-label={`Revoke ${k.prefix}`}
                        onClick={() => setRevoking(k)}
                      >
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {created && <ApiKeyCreatedDialog created={created} onClose={() => setCreated(null)} />}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API key"
        message={`Programs using the key ${revoking?.prefix ?? ''} will no longer be able to call the API. Revoke it?`}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
}
