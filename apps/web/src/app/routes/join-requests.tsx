import { JoinRequestsPage } from '@/features/join-requests/components/join-requests-page';

/** /joinrequests: where the e-mail of a company's request to join leads. */
export function JoinRequestsRoute() {
  return <JoinRequestsPage />;
}
