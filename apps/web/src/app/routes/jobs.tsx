import { JobsPage } from '@/features/jobs/components/jobs-page';
import { useSession } from '@/features/session/hooks/use-session';
import { NotFoundRoute } from './not-found';

/** /jobs: the network's background jobs, for the platform operator only ('Page Not found' for anyone else). */
export function JobsRoute() {
  return useSession().user.isGlobalUser ? <JobsPage /> : <NotFoundRoute />;
}
