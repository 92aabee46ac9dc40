import type { PushMessage } from '@docvue/contracts';
import { useEffect, useEffectEvent } from 'react';
import { subscribeNotifications } from '../api/subscribe-notifications';
import { openPushConnection, type PushSocketClass } from '../utils/push-connection';

export interface PushChannelOptions {
  companyId: number;
  onMessage: (data: PushMessage['data']) => void;
  onReady?: (reconnected: boolean) => void;
  /** The browser's WebSocket unless given (tests give a fake). */
  WebSocket?: PushSocketClass;
  random?: () => number;
}

const browserWebSocket: PushSocketClass | undefined = typeof WebSocket === 'function' ? WebSocket : undefined;

/**
 * The live channel of the selected company while the component is mounted: it closes when the
 * company changes or the shell goes away (sign-out), and a new one opens for the next company.
 */
export function usePushChannel({
  companyId,
  onMessage,
  onReady,
  WebSocket = browserWebSocket,
  random = Math.random,
}: PushChannelOptions): void {
  const message = useEffectEvent(onMessage);
  const ready = useEffectEvent((reconnected: boolean) => onReady?.(reconnected));
  useEffect(() => {
    if (!WebSocket) return;
    return openPushConnection({
      subscribe: (signal) => subscribeNotifications(companyId, signal),
      onMessage: (data) => message(data),
      onReady: (reconnected) => ready(reconnected),
      WebSocket,
      random,
    });
  }, [companyId, WebSocket, random]);
}
