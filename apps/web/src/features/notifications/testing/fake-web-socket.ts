import type { PushSocket } from '../utils/push-connection';

/**
 * A stand-in for the browser's WebSocket (outside the app): records the sockets opened, and
 * lets a test play the server (accept, push, close with a code).
 */
export function fakeWebSocketClass() {
  const sockets: FakeWebSocket[] = [];
  class FakeWebSocket implements PushSocket {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onclose: ((event: CloseEvent) => void) | null = null;
    /** The code the client closed it with. */
    closedWith: number | undefined;
    constructor(readonly url: string) {
      sockets.push(this);
    }
    close(code?: number) {
      this.closedWith = code ?? 1005;
    }
    /** The server accepts the channel. */
    ready() {
      this.receive({ type: 'ready' });
    }
    receive(data: unknown) {
      this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(data) }));
    }
    /** The server (or the network) closes the channel. */
    drop(code = 1006) {
      this.onclose?.(new CloseEvent('close', { code }));
    }
  }
  return { WebSocket: FakeWebSocket, sockets };
}
