import { ConnectionStatus, connectionStatusOf, type ConnectionStatusId, type Party } from '@docvue/contracts';
import { useCallback, useState } from 'react';
import { DueDiligenceDialog } from '@/components/due-diligence-dialog';
import { messageOf, notify } from '@/lib/notify';
import { useConnectParty } from '../api/connect-party';
import { useInviteParty } from '../api/invite-party';
import { useResendInvitation } from '../api/resend-invitation';

export type ConnectionRequest = 'connect' | 'invite' | 'resend';

/** The request a party's status offers (docs/product/administration.md §4): Connect, Invite, or Resend Invite once invited. */
export function requestOffered(status: number): { request: ConnectionRequest; label: string } | null {
  switch (status) {
    case ConnectionStatus.Connect:
      return { request: 'connect', label: 'Connect' };
    case ConnectionStatus.Invite:
      return { request: 'invite', label: 'Invite' };
    case ConnectionStatus.InviteSent:
      return { request: 'resend', label: 'Resend Invite' };
    default:
      return null;
  }
}

/** What a party shows at once when asked (docs/product/administration.md §4: inviting, and connecting, set the invite-sent flag). */
const statusAfter: Record<ConnectionRequest, ConnectionStatusId> = {
  connect: ConnectionStatus.Connecting,
  invite: ConnectionStatus.InviteSent,
  resend: ConnectionStatus.InviteSent,
};

interface Shown {
  /** The status the server said when the user asked; once it says another, that is shown. */
  from: number;
  to: number;
}

/**
 * Connect, Invite and Resend Invite for the parties of a screen. Asking flips the party's
 * status at once and puts it back, with the server's message, when the call fails; Connect
 * first asks the due-diligence question. Render `dialog` once.
 */
export function usePartyConnection() {
  const [shown, setShown] = useState<ReadonlyMap<number, Shown>>(new Map());
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<Party | null>(null);

  // Stable callbacks: the grid rebuilds its columns when they change.
  const show = useCallback(
    (id: number, value: Shown | null) =>
      setShown((m) => {
        const next = new Map(m);
        if (value) next.set(id, value);
        else next.delete(id);
        return next;
      }),
    [],
  );
  const busy = useCallback(
    (id: number, on: boolean) =>
      setPending((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const statusOf = useCallback(
    (p: Party): number => {
      const s = shown.get(p.id);
      return s && s.from === p.connectionStatus ? s.to : p.connectionStatus;
    },
    [shown],
  );
  const isPending = useCallback((id: number) => pending.has(id), [pending]);

  // Each request's own promise: several parties may be asked at once (callbacks given to
  // `mutate` would only be called for the latest).
  const { mutateAsync: connect } = useConnectParty();
  const { mutateAsync: invite } = useInviteParty();
  const { mutateAsync: resend } = useResendInvitation();
  const run = useCallback(
    (p: Party, request: ConnectionRequest) => {
      const from = p.connectionStatus;
      show(p.id, { from, to: statusAfter[request] });
      busy(p.id, true);
      const email = p.emails[0];
      const asked: Promise<Party | { ok: true }> =
        request === 'connect'
          ? connect(p.id)
          : // Resend goes to the party's first e-mail; a party without one is invited again (its contacts).
            request === 'resend' && email
            ? resend({ partyId: p.id, email })
            : invite({ id: p.id });
      asked
        .then(
          (answer) => {
            if ('id' in answer) show(p.id, { from, to: connectionStatusOf(answer) });
          },
          (err: unknown) => {
            // A failed resend leaves the first invitation as it was.
            show(p.id, null);
            notify.error(messageOf(err));
          },
        )
        .finally(() => busy(p.id, false));
    },
    [show, busy, connect, invite, resend],
  );

  const request = useCallback(
    (p: Party, what: ConnectionRequest) => {
      if (what === 'connect') setConfirming(p);
      else run(p, what);
    },
    [run],
  );

  const dialog = (
    <DueDiligenceDialog
      open={confirming !== null}
      onClose={() => setConfirming(null)}
      onContinue={() => {
        if (confirming) run(confirming, 'connect');
        setConfirming(null);
      }}
    />
  );

  return { statusOf, request, isPending, dialog };
}
