import { DocumentTemplate } from '@docvue/contracts';
import { useNavigate } from 'react-router';
import { usePaymentStatus } from '../api/get-payment-status';
import { documentListPath } from '../utils/list-links';
import { DashboardPanel } from './dashboard-panel';
import { LazyPaymentStatusChart } from './lazy-charts';

/**
 * A purchaser's dashboard: the AR invoices it received, per status, as a vendor's 'Payment Status'
 * shows the ones it sent (the spec gives purchasers no panel; an AP clerk otherwise starts from an
 * empty home). A bar opens the AR invoice list in that status, as a vendor's does.
 */
export function PurchaserPanels() {
  const navigate = useNavigate();
  const counts = usePaymentStatus('received');
  return (
    <DashboardPanel title="AR Invoices Received" subtitle="AR invoices received, by status" state={counts}>
      {(titleId) => (
        <LazyPaymentStatusChart
          titleId={titleId}
          counts={counts.data ?? []}
          onOpenBar={(index) => navigate(documentListPath(DocumentTemplate.ArInvoice, counts.data?.[index]?.status.id))}
        />
      )}
    </DashboardPanel>
  );
}
