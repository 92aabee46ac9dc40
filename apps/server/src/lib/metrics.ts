import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Seconds: the API answers most calls in 2–40 ms (docs/benchmarks.md); uploads and exports of
 * large files take seconds. Twelve buckets per route, method and status class.
 */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * Seconds a job's run takes: a mail or a webhook in well under a second, a document's OCR a few
 * seconds a page, an owner statement run minutes (docs/benchmarks.md), the job thread's limit 30 min.
 */
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 1800];

/**
 * The process's metrics in Prometheus's text format (`GET /metrics`, plugins/app/metrics.ts): a
 * registry of its own per app (tests build many apps in one process), the process's defaults
 * (memory, CPU, event-loop lag) and the product's. No label carries anything a company owns: routes
 * are named by their template (`/api/documents/:id`), never by the path asked for.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requestSeconds = new Histogram({
    name: 'docvue_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template, method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly ocrPages = new Counter({
    name: 'docvue_ocr_pages_total',
    help: 'Pages this process read by OCR (tesseract): scans and pages whose text layer was not trusted.',
    registers: [this.registry],
  });
  readonly notificationsLost = new Counter({
    name: 'docvue_db_notifications_lost_total',
    help: 'Times the LISTEN connection was lost or fell silent (the announced caches were dropped each time).',
    registers: [this.registry],
  });
  readonly notificationsResynced = new Counter({
    name: 'docvue_db_notifications_resyncs_total',
    help: 'Times the LISTEN connection came back after a loss: listening again on every channel, the announced caches started empty and push clients told to read again.',
    registers: [this.registry],
  });
  readonly jobSeconds = new Histogram({
    name: 'docvue_job_duration_seconds',
    help: 'Time a run of a job took in this process, by kind and outcome (done, failed: a failure it reported, handed_back: at a stop).',
    labelNames: ['kind', 'outcome'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });
  readonly jobAttempts = new Counter({
    name: 'docvue_job_attempts_total',
    help: 'Runs of jobs this process made, by kind and outcome (a death of the process is no attempt and is not counted here: docvue_jobs{status="parked"}).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry, prefix: 'docvue_' });
  }

  /** A gauge read when scraped. */
  gauge(name: string, help: string, read: () => number | Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  /** A gauge with labels, all of whose series are read at once when scraped. */
  seriesGauge<L extends string>(
    name: string,
    help: string,
    labelNames: readonly L[],
    read: () => Promise<{ labels: Record<L, string>; value: number }[]>,
  ): void {
    new Gauge({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        const series = await read();
        this.reset();
        for (const { labels, value } of series) this.set(labels, value);
      },
    });
  }
}

/** `2xx`, `4xx`, …: five values, so a route's histograms stay few. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/**
 * Who may read /metrics: with METRICS_TOKEN set, whoever sends it as a bearer token; without
 * one, only a scraper on this machine — a connection from loopback that no proxy forwarded (a
 * proxy on the same host would otherwise make every outside caller look local).
 */
export function mayReadMetrics(
  req: { socket: { remoteAddress?: string | undefined }; headers: Record<string, string | string[] | undefined> },
  token: string | undefined,
): boolean {
  if (token) {
    const sent = Buffer.from(String(req.headers.authorization ?? ''));
    const wanted = Buffer.from(`Bearer ${token}`);
    return sent.length === wanted.length && timingSafeEqual(sent, wanted);
  }
  const from = req.socket.remoteAddress ?? '';
  const loopback = from === '::1' || from.startsWith('127.') || from.startsWith('::ffff:127.');
  return loopback && req.headers['x-forwarded-for'] === undefined && req.headers.forwarded === undefined;
}
