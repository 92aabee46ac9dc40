import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { joinRequestsQueryOptions } from '@/features/join-requests/api/join-requests';
import { NotAuthorized } from '@/features/session/components/not-authorized';

const JoinRequestsOnly = lazy(() =>
  import('@/features/join-requests/components/join-requests-only').then((m) => ({ default: m.JoinRequestsOnly })),
);

/**
 * Signed in without a company to work in: the companies that ask the person to join them, when any
 * do; otherwise the spec's 'Not authorized' and sign-out.
 */
export function NoCompanyRoute() {
  const requests = useQuery(joinRequestsQueryOptions());
  if (requests.isPending) return <FullPageSpinner label="Loading DocVue Exchange" />;
  if (!requests.data?.length) return <NotAuthorized />;
  return (
    <Suspense fallback={<FullPageSpinner label="Loading DocVue Exchange" />}>
      <JoinRequestsOnly />
    </Suspense>
  );
}
