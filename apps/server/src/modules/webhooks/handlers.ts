import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { createWebhook } from './create-webhook.js';
import { deleteWebhook } from './delete-webhook.js';
import { listWebhookDeliveries, listWebhooks } from './list-webhooks.js';
import { pauseWebhook } from './pause-webhook.js';
import { resumeWebhook } from './resume-webhook.js';
import { rotateWebhookSecret } from './rotate-webhook-secret.js';
import { sendWebhookTest } from './send-webhook-test.js';

/** The webhook calls: every one reaches its endpoint through the caller's company (404 otherwise). */
export const webhookHandlers = (app: AppContext) => {
  const { db, jobs } = app;
  return {
    listWebhooks: async ({ tenant }) => listWebhooks(db, tenant),
    createWebhook: async ({ tenant, body }) => createWebhook(db, app.config.webhooks, tenant, body),
    deleteWebhook: async ({ tenant, params }) => {
      await deleteWebhook(db, tenant, params.id);
      return { ok: true as const };
    },
    rotateWebhookSecret: async ({ tenant, params }) => rotateWebhookSecret(db, tenant, params.id),
    pauseWebhook: async ({ tenant, params }) => pauseWebhook(db, tenant, params.id),
    resumeWebhook: async ({ tenant, params }) => {
      const endpoint = await resumeWebhook(db, tenant, params.id);
      jobs.kick();
      return endpoint;
    },
    sendWebhookTest: async ({ tenant, params }) => {
      const sent = await sendWebhookTest(db, tenant, params.id);
      jobs.kick();
      return sent;
    },
    listWebhookDeliveries: async ({ tenant, params, query }) => listWebhookDeliveries(db, tenant, params.id, query),
  } satisfies ApiHandlers;
};
