import fp from 'fastify-plugin';
import type { AppContext } from '../../app-context.js';
import { startJanitor } from '../../jobs/janitor.js';
import { queueUndeliveredMail } from '../../jobs/mail.js';
import { startJobRunner, type JobHandler } from '../../jobs/runner.js';
import type { Metrics } from '../../lib/metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: { idle(): Promise<void> };
  }
}

export interface JobsOptions {
  appContext: AppContext;
  /** The handler of every job kind (`job-handlers.ts`). */
  handlers: Record<string, JobHandler>;
  /** Run background jobs in this process; off for processes that only serve requests. */
  run: boolean;
  /** Where each run of a job is counted and timed. */
  metrics: Metrics;
}

/**
 * Background work in this process: the job runner (set on the context, so services can wake it),
 * the mail that waited for a relay, and the janitor. Tests and operations wait on it through
 * `app.jobs.idle()`. On close the jobs stop (handed back after their grace) before the OCR engine and
 * PDF threads they use.
 */
export const jobsPlugin = fp<JobsOptions>(
  async (app, { appContext, handlers, run, metrics }) => {
    if (run) {
      const { leaseMs, concurrency, stopGraceMs } = appContext.config.jobs;
      appContext.jobs = startJobRunner(appContext.db, handlers, {
        log: app.log,
        concurrency,
        leaseMs,
        stopGraceMs,
        onJobEnd: (kind, outcome, seconds) => {
          metrics.jobSeconds.labels(kind, outcome).observe(seconds);
          metrics.jobAttempts.labels(kind, outcome).inc();
        },
      });
      // Mail written while no relay was set (or given up on) goes out now that one is.
      if (appContext.mailer.relays) {
        const queued = await queueUndeliveredMail(appContext.db);
        if (queued > 0) app.log.info({ queued }, 'mail: delivering what waited in the outbox');
      }
      const janitor = startJanitor(appContext.db, appContext.blobs, app.log);
      app.addHook('onClose', () => janitor.stop());
    }
    app.decorate('jobs', { idle: () => appContext.jobs.idle() });
    // The jobs' grace starts as the close does (SIGTERM, main.ts), beside the requests' own; the
    // runner hands back what is still running after it (jobs/runner.ts).
    app.addHook('preClose', (done) => {
      void appContext.jobs.stop();
      done();
    });
    app.addHook('onClose', async () => {
      await appContext.jobs.stop();
      await appContext.ocr.close();
      await appContext.pdf.close();
    });
  },
  { name: 'jobs' },
);
