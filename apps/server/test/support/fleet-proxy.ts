import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';

/** A process behind the proxy: its name (tests pin requests to it) and port on loopback. */
export interface Backend {
  name: string;
  port: number;
}

/** The header a test sends to pin a request (or a WebSocket) to one backend; the answer names who served it. */
export const BACKEND_HEADER = 'x-fleet-backend';

/**
 * A small load balancer on loopback, as deploy/nginx.conf is in production: round robin over the
 * API processes, WebSocket upgrades piped through, `X-Forwarded-For` added as nginx adds it. A
 * request may name its backend (`x-fleet-backend: a`), so a test can say "through A, then through
 * B"; every answer says which backend served it.
 */
export class FleetProxy {
  backends: Backend[] = [];
  private next = 0;
  private readonly server = http.createServer((req, res) => this.forward(req, res));
  private readonly sockets = new Set<net.Socket>();

  constructor() {
    this.server.on('upgrade', (req: http.IncomingMessage, socket: net.Socket, head: Buffer) =>
      this.upgrade(req, socket, head),
    );
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.once('close', () => this.sockets.delete(s));
    });
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private pick(req: http.IncomingMessage): Backend {
    const named = req.headers[BACKEND_HEADER];
    const pinned = this.backends.find((b) => b.name === named);
    if (pinned) return pinned;
    const backend = this.backends[this.next++ % this.backends.length];
    if (!backend) throw new Error('no backend');
    return backend;
  }

  private headersFor(req: http.IncomingMessage): http.OutgoingHttpHeaders {
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    return { ...req.headers, 'x-forwarded-for': forwardedFor };
  }

  private forward(req: http.IncomingMessage, res: http.ServerResponse) {
    const backend = this.pick(req);
    const upstream = http.request(
      { host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers: this.headersFor(req) },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, [BACKEND_HEADER]: backend.name });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { [BACKEND_HEADER]: backend.name });
      res.end();
    });
    req.pipe(upstream);
  }

  private upgrade(req: http.IncomingMessage, socket: net.Socket, head: Buffer) {
    const backend = this.pick(req);
    const upstream = net.connect(backend.port, '127.0.0.1', () => {
      const headers = Object.entries(this.headersFor(req)).map(([k, v]) => `${k}: ${String(v)}`);
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    const end = () => {
      upstream.destroy();
      socket.destroy();
    };
    upstream.on('error', end);
    socket.on('error', end);
    upstream.on('close', end);
    socket.on('close', end);
  }
}
