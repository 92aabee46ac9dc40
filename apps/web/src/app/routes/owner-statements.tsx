import { OwnerViewPage } from '@/features/owner-statements/components/owner-view-page';
import { StatementRunPage } from '@/features/owner-statements/components/statement-run-page';

/** /ownerstatements/runs: the operator's monthly statement run. */
export const StatementRunRoute = () => <StatementRunPage />;

/** /ownerstatements/received: the owner's statements per property and month, tied to the 1099s. */
export const OwnerViewRoute = () => <OwnerViewPage />;
