import ExpandMore from '@mui/icons-material/ExpandMore';
import Refresh from '@mui/icons-material/Refresh';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { OutboxMail } from '@docvue/contracts';
import { useState } from 'react';
import { PageHeading } from '@/components/page-heading';
import { useClientConfig } from '@/lib/client-config';
import { displayTimestamp } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';
import { useOutbox } from '../api/list-outbox';
import { MailBody } from './mail-body';

const PAGE_SIZE = 25;

function DeliveryChip({ mail }: { mail: OutboxMail }) {
  if (mail.sentAt) return <Chip size="small" variant="outlined" color="success" label="Delivered" />;
  if (mail.lastError) return <Chip size="small" variant="outlined" color="error" label="Failing" />;
  return <Chip size="small" variant="outlined" color="warning" label="Waiting" />;
}

/**
 * /outbox, for the platform operator (a global user) only: every mail the network wrote, newest
 * first, with whether it went out. Without a mail server the mail waits here, and the operator can
 * forward what a person needs; it goes out by itself once a relay is configured.
 */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const [undelivered, setUndelivered] = useState(false);
  const outbox = useOutbox({ page, pageSize: PAGE_SIZE, undelivered });
  const { mailDelivered } = useClientConfig();
  const dateFormat = useDateFormat();
  const mails = outbox.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((outbox.data?.totalRecords ?? 0) / PAGE_SIZE));
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <PageHeading>Outbox</PageHeading>
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          onClick={() => void outbox.refetch()}
          disabled={outbox.isFetching}
          sx={{ mb: 2 }}
        >
          Refresh
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {mailDelivered
          ? 'Every mail of the network and whether it was delivered.'
          : 'No mail server is configured: mail waits here and is sent once one is.'}{' '}
        Mails carry sign-in links: forward one only to the person it is addressed to.
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={undelivered}
            onChange={(e) => {
              setUndelivered(e.target.checked);
              setPage(1);
            }}
          />
        }
        label="Only mail not delivered yet"
        sx={{ mb: 1 }}
      />
      {outbox.isFetching && <LinearProgress aria-label="Loading mails" />}
      {outbox.isSuccess && mails.length === 0 && <Typography color="text.secondary">There are no mails.</Typography>}
      {mails.map((mail, i) => (
        <Accordion key={mail.id} defaultExpanded={i === 0 && page === 1} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`mail-${mail.id}-summary`}
            aria-controls={`mail-${mail.id}-content`}
          >
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {mail.subject}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                <time dateTime={mail.createdAt}>{displayTimestamp(mail.createdAt, dateFormat)}</time> · To {mail.to}
              </Typography>
            </Box>
            <Box sx={{ ml: 1, alignSelf: 'center' }}>
              <DeliveryChip mail={mail} />
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            {mail.lastError && (
              <Typography variant="body2" color="error" sx={{ mb: 1 }}>
                Last attempt ({mail.attempts}): {mail.lastError}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              Message-ID {mail.messageId}
              {mail.relayQueueId && <> · Relay queue id {mail.relayQueueId}</>}
            </Typography>
            <MailBody subject={mail.subject} text={mail.text} html={mail.html} />
          </AccordionDetails>
        </Accordion>
      ))}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
          sx={{ mt: 2 }}
          aria-label="Outbox pages"
        />
      )}
    </Box>
  );
}
