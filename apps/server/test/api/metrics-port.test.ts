import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueMail } from '../../src/jobs/mail.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { freePort } from '../support/free-port.js';

/*
 * /metrics on a port of its own (METRICS_PORT, issue 46.6): what compose's Prometheus scrapes at
 * api:9464 and worker:9464, off the app's port. Read over a real socket after a job ran: the jobs
 * by kind and state, each run timed and counted, the outbox's depth, the LISTEN state, and the
 * pool on PostgreSQL (PGlite has none: db/client.ts).
 */
let t: TestApp;
let port: number;

const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

beforeAll(async () => {
  port = await freePort();
  t = await createTestApp({ METRICS_PORT: String(port), HOST: '127.0.0.1' });
  await queueMail(t.db, [{ to: 'jo.pruitt@permian.example', subject: 'Welcome', text: 'Welcome.' }]);
  await t.app.jobs.idle();
});
afterAll(() => t?.close());

describe('METRICS_PORT', () => {
  it('serves the series on its own port after a job ran', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    // Every kind in every state, 0 where none is; the mail's job is done, so none of its kind waits.
    for (const status of ['queued', 'running', 'failed', 'parked']) {
      expect(value(text, `docvue_jobs{kind="mail.deliver",status="${status}"}`), status).toBe(0);
      expect(value(text, `docvue_jobs{kind="document.ocr",status="${status}"}`), status).toBe(0);
    }
    expect(value(text, 'docvue_jobs_oldest_queued_seconds')).toBe(0);
    expect(value(text, 'docvue_job_attempts_total{kind="mail.deliver",outcome="done"}')).toBe(1);
    expect(value(text, 'docvue_job_duration_seconds_count{kind="mail.deliver",outcome="done"}')).toBe(1);
    const seconds = value(text, 'docvue_job_duration_seconds_sum{kind="mail.deliver",outcome="done"}')!;
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThan(30);
    expect(value(text, 'docvue_job_duration_seconds_bucket{le="1800",kind="mail.deliver",outcome="done"}')).toBe(1);
    // No SMTP_URL: the mail waits in the outbox.
    expect(value(text, 'docvue_mail_outbox_waiting')).toBe(1);
    expect(value(text, 'docvue_db_notifications_up')).toBe(1);
    expect(value(text, 'docvue_db_notifications_lost_total')).toBe(0);
    expect(value(text, 'docvue_db_notifications_resyncs_total')).toBe(0);
    if (t.database.kind === 'postgres') {
      const total = value(text, 'docvue_db_pool_connections')!;
      expect(total).toBeGreaterThanOrEqual(1);
      expect(total).toBeLessThanOrEqual(10);
      expect(value(text, 'docvue_db_pool_idle')).toBeLessThanOrEqual(total);
      expect(value(text, 'docvue_db_pool_waiting')).toBe(0);
    } else {
      expect(text).not.toContain('docvue_db_pool_');
    }
  });

  it('takes nothing else there, and the app’s port answers /metrics with 404, even to this machine', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });
});

describe('METRICS_PORT with METRICS_TOKEN', () => {
  let app: TestApp;
  let tokenPort: number;
  const TOKEN = 'scrape-me-please-0123456789';
  beforeAll(async () => {
    tokenPort = await freePort();
    app = await createTestApp({ METRICS_PORT: String(tokenPort), HOST: '127.0.0.1', METRICS_TOKEN: TOKEN });
  });
  afterAll(() => app?.close());

  it('answers only the bearer of the token', async () => {
    expect((await fetch(`http://127.0.0.1:${tokenPort}/metrics`)).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${tokenPort}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
  });
});
