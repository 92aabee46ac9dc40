import { api } from '@docvue/contracts';
import { call } from '@/lib/api-client';

/**
 * `GET /notifications/subscribe`: where to open the push channel of the company, with a token
 * that opens it for a minute, so every (re)connection asks for a fresh one.
 */
export const subscribeNotifications = (companyId: number, signal?: AbortSignal) =>
  call(api.subscribeNotifications, undefined, { companyId, signal });
