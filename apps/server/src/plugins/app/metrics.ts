import { createServer, type IncomingMessage, type Server } from 'node:http';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client.js';
import { JobKind } from '../../jobs/kinds.js';
import { outboxDepth } from '../../jobs/mail.js';
import { COUNTED_JOB_STATES, jobCounts } from '../../jobs/queue.js';
import { mayReadMetrics, statusClass, type Metrics } from '../../lib/metrics.js';

export interface MetricsOptions {
  metrics: Metrics;
  database: DatabaseHandle;
  /** METRICS_TOKEN: the bearer token a scraper sends; unset, only loopback may read (on the app's port). */
  token: string | undefined;
  /** METRICS_PORT: serve /metrics there (on `host`) and not on the app's port. */
  port: number | undefined;
  host: string;
  /** Push channels open on this process now. */
  pushSockets: () => number;
}

/** The job and outbox tables are read at most once a second, however many scrapers ask. */
const FLEET_COUNTS_FRESH_MS = 1_000;

/** Every kind in every counted state, 0 where none is: a series that exists from the start alerts on its first job. */
function jobSeries(rows: { kind: string; status: string; n: number }[]) {
  const series = new Map<string, { labels: { kind: string; status: string }; value: number }>();
  for (const kind of Object.values(JobKind)) {
    for (const status of COUNTED_JOB_STATES) series.set(`${kind} ${status}`, { labels: { kind, status }, value: 0 });
  }
  for (const r of rows) series.set(`${r.kind} ${r.status}`, { labels: { kind: r.kind, status: r.status }, value: r.n });
  return [...series.values()];
}

/**
 * `GET /metrics` (Prometheus text format) and the request-latency histogram it reports. Every
 * process serves it, a worker too: on the app's port, or with METRICS_PORT on a port of its own
 * (the app's port then answers 404: what the public proxy forwards never reaches it). Refused
 * callers get the 404 of any unknown path: strangers learn nothing, not even that it is there.
 * What it reports is the process's and the fleet's (counts of jobs of every company together),
 * never a company's data, its ids or its paths.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { metrics, database, token, port, host, pushSockets }) => {
    app.addHook('onResponse', async (req, reply) => {
      // The route's template (`/api/documents/:id`), never the path asked for; unknown paths share one label.
      const route = req.routeOptions.url ?? 'unmatched';
      metrics.requestSeconds.labels(route, req.method, statusClass(reply.statusCode)).observe(reply.elapsedTime / 1000);
    });

    let counted: { at: number; value: Promise<[Awaited<ReturnType<typeof jobCounts>>, number]> } | undefined;
    const counts = () => {
      if (!counted || Date.now() - counted.at > FLEET_COUNTS_FRESH_MS) {
        counted = { at: Date.now(), value: Promise.all([jobCounts(database.db), outboxDepth(database.db)]) };
      }
      return counted.value;
    };
    metrics.seriesGauge(
      'docvue_jobs',
      'Jobs of the whole fleet by kind and status: queued (waiting or due later), running, failed (for good), parked (their process died under them five times in a row).',
      ['kind', 'status'],
      async () => jobSeries((await counts())[0].byKind),
    );
    metrics.gauge(
      'docvue_jobs_oldest_queued_seconds',
      'How long the oldest job that is due has waited to be taken (0 when none waits).',
      async () => (await counts())[0].oldestQueuedSeconds,
    );
    metrics.gauge(
      'docvue_mail_outbox_waiting',
      'Mails of the outbox not sent yet: waiting for a relay (SMTP_URL), for their delivery job, or given up on.',
      async () => (await counts())[1],
    );
    const pool = database.poolStats?.bind(database);
    // PGlite (no DATABASE_URL) has no pool to report: db/client.ts says why.
    if (pool) {
      metrics.gauge('docvue_db_pool_connections', 'Connections of this process’s database pool.', () => pool().total);
      metrics.gauge('docvue_db_pool_idle', 'Connections of the pool open and unused.', () => pool().idle);
      metrics.gauge(
        'docvue_db_pool_waiting',
        'Queries waiting for a connection of the pool (all DATABASE_POOL_SIZE in use).',
        () => pool().waiting,
      );
    }
    metrics.gauge('docvue_push_sockets', 'Push channels (WebSockets) open on this process.', pushSockets);
    metrics.gauge(
      'docvue_db_notifications_up',
      "1 while this process hears the database's notifications (its announced caches in use), 0 while the LISTEN connection is down.",
      () => (database.notifications().up ? 1 : 0),
    );
    let wasUp = database.notifications().up;
    const stopWatching = database.watchNotifications((state) => {
      if (!state.up) metrics.notificationsLost.inc();
      else if (!wasUp) metrics.notificationsResynced.inc();
      wasUp = state.up;
    });
    app.addHook('onClose', async () => stopWatching());

    if (port === undefined) {
      app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
        if (!mayReadMetrics(req, token)) return reply.callNotFound();
        reply.type(metrics.registry.contentType);
        return metrics.registry.metrics();
      });
      return;
    }
    const server = metricsServer(metrics, token);
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      });
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: 'metrics' },
);

/**
 * /metrics on METRICS_PORT: the port is for the private network the scraper is on (it is not
 * published nor proxied; compose's Prometheus reads api:9464), so a caller that reaches it reads
 * it, unless METRICS_TOKEN is set, which it then must send. Any other path or caller: 404.
 */
function metricsServer(metrics: Metrics, token: string | undefined): Server {
  const allowed = (req: IncomingMessage) =>
    token === undefined || mayReadMetrics({ socket: req.socket, headers: req.headers }, token);
  return createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics' || !allowed(req)) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (err: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics could not be read');
        console.error('metrics:', err);
      },
    );
  });
}
