import fastifyWebsocket from '@fastify/websocket';
import { PushClose } from '@docvue/contracts';
import type { FastifyInstance } from 'fastify';
import { stillMemberOf } from '../../access/caller.js';
import type { AppContext } from '../../app-context.js';
import { PUSH_TOKEN_LIFETIME_MS, verifyPushToken } from '../../lib/push-token.js';
import type { PushClient, PushHub } from './push-hub.js';
import { pushSecretOf } from './subscribe.js';

/** Where browsers open the push channel (outside /api: it is not a JSON call). */
export const PUSH_PATH = '/push';
/** Proxies drop idle connections after a minute or so; a ping every 25 s keeps them open. */
const HEARTBEAT_MS = 25_000;

/**
 * The push channel: a WebSocket opened with the token from `GET /notifications/subscribe`.
 * The token and the membership are checked before anything is sent; the membership again on
 * every heartbeat and whenever the database announces a change of the user (push-hub.ts), so a
 * blocked or removed user's channel, or one of a session ended by a new password, closes at once. A client that
 * misses a heartbeat (no pong) is dropped.
 */
export async function registerPushSocket(
  app: FastifyInstance,
  appContext: AppContext,
  hub: PushHub,
  heartbeatMs = HEARTBEAT_MS,
) {
  await app.register(fastifyWebsocket, { options: { maxPayload: 4 * 1024 } });
  const secret = pushSecretOf(appContext);
  app.get(PUSH_PATH, { websocket: true, config: { access: 'public' } }, (socket, req) => {
    const token = new URL(req.url, 'http://push').searchParams.get('token') ?? '';
    const grant = verifyPushToken(secret, token);
    if (!grant) {
      socket.close(PushClose.BadToken, 'The push token is not valid or has expired.');
      return;
    }
    // The channel only sends; whatever a client writes is ignored.
    socket.on('message', () => undefined);
    let client: PushClient | undefined;
    let alive = true;
    const close = (code: number, reason: string) => {
      if (client) hub.remove(client);
      client = undefined;
      socket.close(code, reason);
    };
    socket.on('pong', () => {
      alive = true;
    });
    // The session that asked for the token: a password or e-mail changed since ends the channel.
    const access = {
      userId: grant.userId,
      companyId: grant.companyId,
      openedAt: grant.expiresAt - PUSH_TOKEN_LIFETIME_MS,
    };
    const recheck = () =>
      void stillMemberOf(appContext.db, access).then(
        (ok) => ok || close(PushClose.NotMember, 'You are no longer a member of this company.'),
        () => undefined,
      );
    const beat = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
      recheck();
    }, heartbeatMs);
    socket.on('close', () => {
      clearInterval(beat);
      if (client) hub.remove(client);
      client = undefined;
    });
    void stillMemberOf(appContext.db, access).then(
      (ok) => {
        if (!ok) return close(PushClose.NotMember, 'You are not a member of this company.');
        if (socket.readyState !== socket.OPEN) return;
        client = {
          userId: grant.userId,
          companyId: grant.companyId,
          send: (text) => {
            if (socket.readyState === socket.OPEN) socket.send(text);
          },
          recheck,
        };
        hub.add(client);
        socket.send(JSON.stringify({ type: 'ready' }));
      },
      () => close(1011, 'The push channel could not be opened.'),
    );
  });
}
