import { api, type WebhookEndpointBody } from '@docvue/contracts';
import { call } from '@/lib/api-client';
import { useRouteMutation } from '@/lib/api-queries';

/** `POST /webhooks`: the answer carries the secret, the one time it is shown. */
export const useCreateWebhook = () =>
  useRouteMutation(api.createWebhook, {
    mutationFn: (body: WebhookEndpointBody) => call(api.createWebhook, { body }),
  });

export const useDeleteWebhook = () =>
  useRouteMutation(api.deleteWebhook, { mutationFn: (id: number) => call(api.deleteWebhook, { params: { id } }) });

/** `POST /webhooks/{id}/secret`: a new secret, shown once. */
export const useRotateWebhookSecret = () =>
  useRouteMutation(api.rotateWebhookSecret, {
    mutationFn: (id: number) => call(api.rotateWebhookSecret, { params: { id } }),
  });

export const usePauseWebhook = () =>
  useRouteMutation(api.pauseWebhook, { mutationFn: (id: number) => call(api.pauseWebhook, { params: { id } }) });

export const useResumeWebhook = () =>
  useRouteMutation(api.resumeWebhook, { mutationFn: (id: number) => call(api.resumeWebhook, { params: { id } }) });

export const useSendWebhookTest = () =>
  useRouteMutation(api.sendWebhookTest, { mutationFn: (id: number) => call(api.sendWebhookTest, { params: { id } }) });
