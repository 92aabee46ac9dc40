import type { Notification, PushMessage } from '@docvue/contracts';

export const pushOf = (data: Partial<PushMessage['data']> = {}): PushMessage => ({
  type: 'message',
  dataType: 'json',
  data: {
    Title: 'AR Invoice Rejected',
    Message: 'Red Mesa Energy Partners rejected AR Invoice HOS-24017: wrong rate',
    SourceCompanyId: 2,
    NotificationId: 31,
    ActionId: 1,
    ActionData: '41',
    ...data,
  },
});

export const notification = (id: number, extra: Partial<Notification> = {}): Notification => ({
  id,
  title: `Notification ${id}`,
  message: `Message ${id}`,
  isRead: false,
  updateDate: new Date(2026, 2, 4, 15, 30).toISOString(),
  actionId: 1,
  actionData: String(100 + id),
  sourceCompanyName: 'Permian Basin Oilfield Services LLC',
  ...extra,
});

/** A reply of `GET /notifications` for the page asked, from all the notifications. */
export const pageReply =
  (all: Notification[]) =>
  ({ url }: { url: URL }) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('pageSize') ?? 5);
    return {
      body: {
        items: all.slice((page - 1) * size, page * size),
        totalRecords: all.length,
        pageSize: size,
        unreadTotalRecords: all.filter((n) => !n.isRead).length,
      },
    };
  };
