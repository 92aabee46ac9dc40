import type { Party } from '@docvue/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { messageOf, notify } from '@/lib/notify';
import { useInviteParties } from '../api/invite-party';
import { inviteEmailProblem, INVITE_EMAIL_MAX } from '../utils/invite-email';

interface InvitePartiesDialogProps {
  parties: Party[];
  /** Called with the parties that were invited. */
  onInvited: (ids: number[]) => void;
  onClose: () => void;
}

/**
 * Invite parties (docs/product/administration.md §2, §4, §5): per chosen party a required e-mail, its first e-mail to
 * begin with; Invite is enabled once every one is valid. Each address becomes the party's first
 * e-mail and is invited. Parties the server refused stay, with its message.
 */
export function InvitePartiesDialog({ parties, onInvited, onClose }: InvitePartiesDialogProps) {
  const invite = useInviteParties();
  const [left, setLeft] = useState(parties);
  const [emails, setEmails] = useState<Record<number, string>>(() =>
    Object.fromEntries(parties.map((p) => [p.id, p.emails[0] ?? ''])),
  );
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  const [refused, setRefused] = useState<Record<number, string>>({});
  const problems = Object.fromEntries(left.map((p) => [p.id, inviteEmailProblem(emails[p.id] ?? '')]));
  const allValid = left.every((p) => problems[p.id] === null);

  const send = () => {
    const sent = left.map((p) => ({ id: p.id, email: (emails[p.id] ?? '').trim() }));
    invite.mutate(sent, {
      onSuccess: (results) => {
        const failed: Record<number, string> = {};
        results.forEach((r, i) => {
          if (r.status === 'rejected') failed[sent[i]!.id] = messageOf(r.reason);
        });
        const invited = left.filter((p) => !(p.id in failed));
        onInvited(invited.map((p) => p.id));
        if (invited.length > 0)
          notify.success(`${invited.length} ${invited.length === 1 ? 'party' : 'parties'} invited`);
        if (invited.length === left.length) {
          onClose();
          return;
        }
        setLeft(left.filter((p) => p.id in failed));
        setRefused(failed);
      },
    });
  };

  return (
    <Dialog
      open
      onClose={invite.isPending ? undefined : onClose}
      aria-labelledby="invite-parties-title"
      slotProps={{ paper: { sx: { width: 390, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="invite-parties-title">Invite parties</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id="invite-parties-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (allValid && !invite.isPending) send();
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
        >
          {left.map((p) => {
            const shown = touched.has(p.id) ? problems[p.id] : null;
            const error = shown ?? refused[p.id] ?? null;
            return (
              <TextField
                key={p.id}
                type="email"
                label={`Email for ${p.name}`}
                required
                size="small"
                fullWidth
                value={emails[p.id] ?? ''}
                onChange={(e) => {
                  setEmails((m) => ({ ...m, [p.id]: e.target.value }));
                  setRefused(({ [p.id]: _gone, ...rest }) => rest);
                }}
                onBlur={() => setTouched((s) => new Set(s).add(p.id))}
                error={error !== null}
                helperText={error ?? ' '}
                disabled={invite.isPending}
                slotProps={{ htmlInput: { maxLength: INVITE_EMAIL_MAX, autoComplete: 'off' } }}
              />
            );
          })}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={invite.isPending}>
          Cancel
        </Button>
        <Button type="submit" form="invite-parties-form" variant="contained" disabled={!allValid || invite.isPending}>
          Invite
        </Button>
      </DialogActions>
    </Dialog>
  );
}
