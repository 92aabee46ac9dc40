import { idParams, okResponse, paged } from '../common.js';
import {
  webhookDelivery,
  webhookDeliveryQuery,
  webhookEndpoint,
  webhookEndpointBody,
  webhookEndpointList,
  webhookEndpointWithSecret,
  webhookSecretResponse,
  webhookTestResponse,
} from '../webhook.js';
import { defineRoutes } from './define.js';

const tags = ['webhooks'];
const endpoint = { 'params.id': 'webhookEndpoint' } as const;

/**
 * A company's webhook endpoints (docs/design.md §8): its administrators register where its ERP
 * hears about documents, and see what each delivery got as answer.
 */
export const webhookRoutes = defineRoutes({
  listWebhooks: {
    method: 'GET',
    path: '/webhooks',
    summary: "The company's webhook endpoints",
    tags,
    permission: 'administer',
    response: webhookEndpointList,
    reads: 'webhooks',
  },
  createWebhook: {
    method: 'POST',
    path: '/webhooks',
    summary: 'Registers a webhook endpoint; its signing secret is in this answer only',
    description:
      'The URL must be https (http only to this machine where the server allows loopback targets) and its host must resolve to a public address unless the server allows private ones (WEBHOOK_TARGETS). Every delivery is signed: `DocVue-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the secret>`.',
    tags,
    permission: 'administer',
    rateLimits: [{ max: 30, perMinutes: 60, per: 'company' }],
    body: webhookEndpointBody,
    response: webhookEndpointWithSecret,
    status: 201,
    changes: ['webhooks'],
  },
  deleteWebhook: {
    method: 'DELETE',
    path: '/webhooks/:id',
    summary: 'Removes a webhook endpoint and its delivery log',
    tags,
    permission: 'administer',
    params: idParams,
    ids: endpoint,
    response: okResponse,
    changes: ['webhooks'],
  },
  rotateWebhookSecret: {
    method: 'POST',
    path: '/webhooks/:id/secret',
    summary: 'Replaces the signing secret; the new one is in this answer only',
    tags,
    permission: 'administer',
    params: idParams,
    ids: endpoint,
    response: webhookSecretResponse,
    changes: ['webhooks'],
  },
  pauseWebhook: {
    method: 'POST',
    path: '/webhooks/:id/pause',
    summary: 'Stops deliveries to an endpoint; they wait until it is resumed',
    tags,
    permission: 'administer',
    params: idParams,
    ids: endpoint,
    response: webhookEndpoint,
    changes: ['webhooks'],
  },
  resumeWebhook: {
    method: 'POST',
    path: '/webhooks/:id/resume',
    summary: 'Resumes deliveries to an endpoint, the waiting ones first',
    tags,
    permission: 'administer',
    params: idParams,
    ids: endpoint,
    response: webhookEndpoint,
    changes: ['webhooks'],
  },
  sendWebhookTest: {
    method: 'POST',
    path: '/webhooks/:id/test',
    summary: 'Sends a test event to an endpoint (also while it is paused)',
    tags,
    permission: 'administer',
    rateLimits: [{ max: 30, perMinutes: 10, per: 'company' }],
    params: idParams,
    ids: endpoint,
    response: webhookTestResponse,
    changes: ['webhooks'],
  },
  listWebhookDeliveries: {
    method: 'GET',
    path: '/webhooks/:id/deliveries',
    summary: "An endpoint's deliveries, newest first, with every attempt's answer",
    tags,
    permission: 'administer',
    params: idParams,
    ids: endpoint,
    query: webhookDeliveryQuery,
    response: paged(webhookDelivery),
    reads: 'webhooks',
  },
});
