import { DocumentTemplate, type Abilities } from '@docvue/contracts';
import { lazy, Suspense } from 'react';
import { useOwnerDocumentCounts } from '../api/get-owner-document-counts';
import { useUnsignedDivisionOrders } from '../api/get-unsigned-division-orders';
import { documentListPath } from '../utils/list-links';
import { DailyCountsOf, DailyCountsPanel } from './daily-counts-panel';
import { DashboardPanel } from './dashboard-panel';
import { RecentDocumentsTable } from './recent-documents-table';

// Only royalty owners see it, below the fold: it loads after the home's first paint (first-screen budget).
const PaymentHolds = lazy(() => import('./payment-holds').then((m) => ({ default: m.PaymentHolds })));

function UnsignedDivisionOrders() {
  const unsigned = useUnsignedDivisionOrders();
  return (
    <DashboardPanel title="Unsigned Division Orders" state={unsigned}>
      {(titleId) => (
        <RecentDocumentsTable
          titleId={titleId}
          numberHeader="Division Order #"
          partyHeader="Purchaser"
          rows={(unsigned.data?.items ?? []).map((r) => ({
            id: r.id,
            number: r.docDivisionOrderNumber,
            // docOwner is the owner itself; the purchaser is the company that sent the order.
            party: r.senderCompanyName || r.docOwner,
          }))}
          emptyText="You have no unsigned division orders"
          more={{ total: unsigned.data?.totalRecords ?? 0, to: documentListPath(DocumentTemplate.DivisionOrder) }}
        />
      )}
    </DashboardPanel>
  );
}

/**
 * 'Division Orders Sent': an owner's are the orders it signed and returned (not those returned
 * unsigned: the server counts Returned Signed only). Shown once it has
 * returned one in the window: an owner's users (a signer above all) receive and sign orders, and
 * an empty chart of something the company has not done tells them nothing.
 */
function DivisionOrdersSent() {
  const sent = useOwnerDocumentCounts('sent');
  const returnedAny = sent.data?.some((d) => d.divisionOrderCount > 0) ?? false;
  if (!returnedAny && !sent.error) return null;
  return <DailyCountsOf title="Division Orders Sent" series={['divisionOrderCount']} counts={sent} />;
}

/** An owner's dashboard: division orders returned, what it received per day, the orders still to sign, and why payments are held. */
export function OwnerPanels({ abilities }: { abilities: Abilities }) {
  return (
    <>
      <DivisionOrdersSent />
      <DailyCountsPanel
        title="Owner Documents Received"
        side="received"
        series={['divisionOrderCount', '_1099Count', 'runStatementCount', 'ownerStatementCount']}
      />
      <UnsignedDivisionOrders />
      <Suspense fallback={null}>
        <PaymentHolds abilities={{ canSend: abilities.workWithDocuments, canSign: abilities.signDocuments }} />
      </Suspense>
    </>
  );
}

/** An operator's dashboard: the run statements and 1099s it received per day. */
export function OperatorPanels() {
  return (
    <DailyCountsPanel
      title="Operator Documents Received"
      side="received"
      series={['runStatementCount', '_1099Count']}
    />
  );
}

// Loaded with the owner's and operator's panels (dashboard.tsx).
export { PurchaserPanels } from './purchaser-panels';

// The vendor's panels share this chunk, loaded after the home's first paint (dashboard.tsx).
export { VendorPanels } from './vendor-panels';
