import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { webhookEventTypes, type WebhookEventTypeValue } from '@docvue/contracts';
import { useState, type FormEvent } from 'react';
import { messageOf } from '@/lib/notify';
import { useCreateWebhook } from '../api/change-webhook';
import { eventLabels } from '../utils/event-labels';

/** The address and the events of a new endpoint; its secret is handed to `onCreated` to show once. */
export function AddWebhookForm({ onCreated }: { onCreated: (secret: string, url: string) => void }) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventTypeValue[]>([]);
  const [tried, setTried] = useState(false);
  const create = useCreateWebhook();
  const noEvents = tried && events.length === 0;
  const noUrl = tried && url.trim() === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (url.trim() === '' || events.length === 0) return;
    create.mutate(
      { url: url.trim(), description: description.trim() || null, events },
      {
        onSuccess: (created) => {
          onCreated(created.secret, created.url);
          setUrl('');
          setDescription('');
          setEvents([]);
          setTried(false);
        },
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label="Add an endpoint"
      sx={{ display: 'grid', gap: 2, mb: 4 }}
    >
      <TextField
        label="Endpoint URL"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        required
        error={noUrl}
        helperText={noUrl ? 'Required' : 'https:// address of your ERP that receives the events'}
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
      />
      <TextField label="Description" value={description} onChange={(e) => setDescription(e.target.value)} />
      <FormControl component="fieldset" error={noEvents} required>
        <FormLabel component="legend">Events</FormLabel>
        <FormGroup row>
          {webhookEventTypes.map((type) => (
            <FormControlLabel
              key={type}
              label={eventLabels[type]}
              control={
                <Checkbox
                  checked={events.includes(type)}
                  onChange={(e) =>
                    setEvents((now) => (e.target.checked ? [...now, type] : now.filter((t) => t !== type)))
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {noEvents && <FormHelperText>Choose at least one event</FormHelperText>}
      </FormControl>
      {create.isError && <Alert severity="error">{messageOf(create.error)}</Alert>}
      <Box>
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Add endpoint
        </Button>
      </Box>
    </Box>
  );
}
