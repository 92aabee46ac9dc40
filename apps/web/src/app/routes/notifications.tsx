import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { NotificationsPage } from '@/features/notifications/components/notifications-page';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/** /notifications (optional ?page=): the Notifications page; the page is in the address, so Back returns to it. */
export function NotificationsRoute() {
  const [params, setParams] = useSearchParams();
  const onPageChange = useCallback((page: number) => setParams(page > 1 ? { page: String(page) } : {}), [setParams]);
  return <NotificationsPage page={pageOf(params.get('page'))} onPageChange={onPageChange} />;
}
