import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WebhookEndpoint } from '@docvue/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CopyableValue } from '@/components/copyable-value';
import { DialogShell } from '@/components/dialog-shell';
import { PageHeading } from '@/components/page-heading';
import { notify } from '@/lib/notify';
import {
  useDeleteWebhook,
  usePauseWebhook,
  useResumeWebhook,
  useRotateWebhookSecret,
  useSendWebhookTest,
} from '../api/change-webhook';
import { useWebhooks } from '../api/list-webhooks';
import { eventLabels } from '../utils/event-labels';
import { AddWebhookForm } from './add-webhook-form';
import { WebhookDeliveries } from './webhook-deliveries';

/** The secret of a new endpoint, or a new secret: shown this once, with Copy. */
function SecretDialog({ shown, onClose }: { shown: { secret: string; url: string } | null; onClose: () => void }) {
  return (
    <DialogShell
      open={shown !== null}
      title="Signing secret"
      onClose={onClose}
      actions={
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      }
    >
      {(descriptionId) => (
        <>
          <DialogContentText id={descriptionId} sx={{ mb: 2 }}>
            Give this secret to the ERP behind {shown?.url}: it checks the DocVue-Signature header of every delivery
            with it. It is shown only now.
          </DialogContentText>
          {shown && <CopyableValue label="Secret" value={shown.secret} />}
        </>
      )}
    </DialogShell>
  );
}

function EndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (shown: { secret: string; url: string }) => void;
}) {
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteWebhook();
  const pause = usePauseWebhook();
  const resume = useResumeWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendWebhookTest();
  const paused = endpoint.status === 'paused';
  const headingId = `webhook-${endpoint.id}`;
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id={headingId}
            component="h2"
            variant="subtitle1"
            sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}
          >
            {endpoint.url}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={paused ? 'warning' : 'success'}
            label={paused ? 'Paused' : 'Active'}
          />
        </Stack>
        {endpoint.description && <Typography color="text.secondary">{endpoint.description}</Typography>}
        <Typography variant="body2" sx={{ mt: 1 }}>
          Events: {endpoint.events.map((e) => eventLabels[e]).join(', ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Secret ending in {endpoint.secretHint}
        </Typography>
        {paused && endpoint.pausedReason && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {endpoint.pausedReason}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: 2 }}>
          <Button variant="outlined" aria-expanded={showDeliveries} onClick={() => setShowDeliveries((v) => !v)}>
            {showDeliveries ? 'Hide deliveries' : 'Deliveries'}
          </Button>
          <Button
            variant="outlined"
            disabled={test.isPending}
            onClick={() => test.mutate(endpoint.id, { onSuccess: () => notify.success('A test event is on its way.') })}
          >
            Send test event
          </Button>
          {paused ? (
            <Button variant="outlined" disabled={resume.isPending} onClick={() => resume.mutate(endpoint.id)}>
              Resume
            </Button>
          ) : (
            <Button variant="outlined" disabled={pause.isPending} onClick={() => pause.mutate(endpoint.id)}>
              Pause
            </Button>
          )}
          <Button
            variant="outlined"
            disabled={rotate.isPending}
            onClick={() =>
              rotate.mutate(endpoint.id, { onSuccess: (r) => onSecret({ secret: r.secret, url: endpoint.url }) })
            }
          >
            New secret
          </Button>
          <Button variant="outlined" color="error" onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        </Stack>
        {showDeliveries && (
          <Box sx={{ mt: 2 }}>
            <WebhookDeliveries endpointId={endpoint.id} url={endpoint.url} />
          </Box>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirmDelete}
        title="Delete endpoint"
        message={`Delete the endpoint ${endpoint.url} and its delivery log? Your ERP hears nothing more from it.`}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(endpoint.id, { onSettled: () => setConfirmDelete(false) })}
        onClose={() => setConfirmDelete(false)}
      />
    </Card>
  );
}

/**
 * /admin/webhooks: where the company's ERP hears about its documents (docs/design.md §8). An
 * administrator adds endpoints with their events, copies each secret the one time it is shown,
 * sees every delivery with the answer it got, pauses, resumes, tests and deletes.
 */
export function WebhooksPage() {
  const endpoints = useWebhooks();
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  const items = endpoints.data?.items ?? [];
  return (
    <Box sx={{ maxWidth: 960 }}>
      <PageHeading>Webhooks</PageHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your ERP hears about documents as they happen, without polling. Every delivery is JSON signed with the
        endpoint&apos;s secret (DocVue-Signature: HMAC-SHA256 of the timestamp and the body), retried when it fails, and
        the endpoint is paused after repeated failure.
      </Typography>
      <AddWebhookForm onCreated={(s, url) => setSecret({ secret: s, url })} />
      {endpoints.isFetching && <LinearProgress aria-label="Loading endpoints" />}
      {endpoints.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">There are no endpoints.</Typography>
      )}
      {items.map((endpoint) => (
        <EndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
      ))}
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
    </Box>
  );
}
