import ExpandMore from '@mui/icons-material/ExpandMore';
import Refresh from '@mui/icons-material/Refresh';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeading } from '@/components/page-heading';
import { displayTimestamp } from '@/lib/format-value';
import { useDateFormat } from '@/lib/personalization';
import { useDevMailbox } from '../api/list-dev-mailbox';
import { MailBody } from './mail-body';

/**
 * /mailbox, where no mail relay is configured (a demo, development): the mails the server
 * would have sent the signed-in user, newest first, the first one open.
 */
export function MailboxPage() {
  const mailbox = useDevMailbox();
  const dateFormat = useDateFormat();
  const mails = mailbox.data?.items ?? [];
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <PageHeading>Mailbox</PageHeading>
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          onClick={() => void mailbox.refetch()}
          disabled={mailbox.isFetching}
          sx={{ mb: 2 }}
        >
          Refresh
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        No mail server is configured, so the mails sent to you are kept here.
      </Typography>
      {mailbox.isPending && <LinearProgress aria-label="Loading mails" />}
      {mailbox.isSuccess && mails.length === 0 && <Typography color="text.secondary">There are no mails.</Typography>}
      {mails.map((mail, i) => (
        <Accordion key={mail.id} defaultExpanded={i === 0} disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMore />}
            id={`mail-${mail.id}-summary`}
            aria-controls={`mail-${mail.id}-content`}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography component="span" sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}>
                {mail.subject}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                <time dateTime={mail.createdAt}>{displayTimestamp(mail.createdAt, dateFormat)}</time> · To {mail.to}
              </Typography>
            </Box>
          </AccordionSummary>
          <AccordionDetails>
            <MailBody subject={mail.subject} text={mail.text} html={mail.html} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
