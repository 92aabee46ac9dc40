import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client.js';
import { jobCounts } from '../../jobs/queue.js';
import { mayReadMetrics, statusClass, type Metrics } from '../../lib/metrics.js';

export interface MetricsOptions {
  metrics: Metrics;
  database: DatabaseHandle;
  /** METRICS_TOKEN: the bearer token a scraper sends; unset, only loopback may read. */
  token: string | undefined;
  /** Push channels open on this process now. */
  pushSockets: () => number;
}

/** The job table is read at most once a second, however many scrapers ask. */
const JOB_COUNTS_FRESH_MS = 1_000;

/**
 * `GET /metrics` (Prometheus text format) and the request-latency histogram it reports. Every
 * process serves it, a worker too. Refused callers get the 404 of any unknown path: strangers
 * learn nothing, not even that it is there. What it reports is the process's and the fleet's
 * (counts of jobs of every company together), never a company's data, its ids or its paths.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, { metrics, database, token, pushSockets }) => {
    app.addHook('onResponse', async (req, reply) => {
      // The route's template (`/api/documents/:id`), never the path asked for; unknown paths share one label.
      const route = req.routeOptions.url ?? 'unmatched';
      metrics.requestSeconds.labels(route, req.method, statusClass(reply.statusCode)).observe(reply.elapsedTime / 1000);
    });

    let counted: { at: number; value: ReturnType<typeof jobCounts> } | undefined;
    const counts = () => {
      if (!counted || Date.now() - counted.at > JOB_COUNTS_FRESH_MS) {
        counted = { at: Date.now(), value: jobCounts(database.db) };
      }
      return counted.value;
    };
    metrics.labelledGauge(
      'docvue_jobs',
      'Jobs of the whole fleet by status: queued (waiting or due later), running, failed (for good), parked (their process died under them five times in a row).',
      'status',
      async () => (await counts()).byStatus,
    );
    metrics.gauge(
      'docvue_jobs_oldest_queued_seconds',
      'How long the oldest job that is due has waited to be taken (0 when none waits).',
      async () => (await counts()).oldestQueuedSeconds,
    );
    metrics.gauge('docvue_push_sockets', 'Push channels (WebSockets) open on this process.', pushSockets);
    metrics.gauge(
      'docvue_db_notifications_up',
      "1 while this process hears the database's notifications (its announced caches in use), 0 while the LISTEN connection is down.",
      () => (database.notifications().up ? 1 : 0),
    );
    const stopWatching = database.watchNotifications((state) => {
      if (!state.up) metrics.notificationsLost.inc();
    });
    app.addHook('onClose', async () => stopWatching());

    app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
      if (!mayReadMetrics(req, token)) return reply.callNotFound();
      reply.type(metrics.registry.contentType);
      return metrics.registry.metrics();
    });
  },
  { name: 'metrics' },
);
