import { DocumentTemplate, RouteStatus } from '@docvue/contracts';
import { useNavigate } from 'react-router';
import { useDocumentsInStatus } from '../api/get-documents-in-status';
import { usePaymentStatus } from '../api/get-payment-status';
import { useSentByMonth } from '../api/get-sent-by-month';
import { documentListPath, paymentStatusBarPath } from '../utils/list-links';
import { monthFullLabel, monthLabel } from '../utils/periods';
import { DashboardPanel } from './dashboard-panel';
import { LazyPaymentStatusChart, LazyTimeSeriesChart } from './lazy-charts';
import { RecentDocumentsTable } from './recent-documents-table';

function ArInvoicesSent() {
  const months = useSentByMonth(DocumentTemplate.ArInvoice);
  return (
    <DashboardPanel title="AR Invoices Sent" subtitle="By month, last 12 months" state={months}>
      {(titleId) => (
        <LazyTimeSeriesChart
          titleId={titleId}
          caption="AR invoices sent by month"
          category="Month"
          kind="lines"
          series={[{ key: 'count', name: 'AR invoices sent' }]}
          points={(months.data ?? []).map((m) => ({
            label: monthLabel(m.month),
            fullLabel: monthFullLabel(m.month),
            values: { count: m.count },
          }))}
        />
      )}
    </DashboardPanel>
  );
}

function PaymentStatus() {
  const navigate = useNavigate();
  const counts = usePaymentStatus('sent');
  return (
    <DashboardPanel title="Payment Status" subtitle="AR invoices sent, by status" state={counts}>
      {(titleId) => (
        <LazyPaymentStatusChart
          titleId={titleId}
          counts={counts.data ?? []}
          onOpenBar={(index) => navigate(paymentStatusBarPath(index))}
        />
      )}
    </DashboardPanel>
  );
}

function RejectedArInvoices() {
  const rejected = useDocumentsInStatus(DocumentTemplate.ArInvoice, RouteStatus.Rejected);
  return (
    <DashboardPanel title="Rejected AR Invoices" state={rejected}>
      {(titleId) => (
        <RecentDocumentsTable
          titleId={titleId}
          numberHeader="Invoice #"
          partyHeader="Purchaser"
          rows={(rejected.data?.items ?? []).map((r) => ({
            id: r.id,
            number: r.docInvoiceNumber,
            party: r.docPurchaserName,
          }))}
          emptyText="You have no rejected invoices"
          more={{
            total: rejected.data?.totalRecords ?? 0,
            to: documentListPath(DocumentTemplate.ArInvoice, RouteStatus.Rejected),
          }}
        />
      )}
    </DashboardPanel>
  );
}

/** A vendor's dashboard: what it invoiced, where its invoices stand, and which were rejected. */
export function VendorPanels() {
  return (
    <>
      <ArInvoicesSent />
      <PaymentStatus />
      <RejectedArInvoices />
    </>
  );
}
