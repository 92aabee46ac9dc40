import { WebhooksPage } from '@/features/webhooks/components/webhooks-page';

/** /admin/webhooks: the company's webhook endpoints, for its administrators. */
export function WebhooksRoute() {
  return <WebhooksPage />;
}
