import type { HistoryChainResponse, HistoryEntry } from '@docvue/contracts';
import { screen } from '@testing-library/react';
import { divisionOrder } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { AuditHistoryTab } from './audit-history-tab';

const entry = (id: number, operation: string, minute: number): HistoryEntry => ({
  id,
  objectId: 52,
  objectType: 'Document',
  objectName: null,
  oldValue: null,
  newValue: operation === 'Rejection Reason' ? 'Mileage rate is not per the MSA.' : null,
  rowNumber: null,
  operation: { name: operation, categories: ['Workflow'] },
  updateUser: 'Dana Hartley',
  updateDate: new Date(2026, 10, 20, 10, minute).toISOString(),
  hasHistoryDetails: false,
  metadataTypeId: null,
});
const history = [entry(900, 'Uploaded', 1), entry(901, 'Rejected', 5), entry(902, 'Rejection Reason', 5)];

function render(chain: HistoryChainResponse) {
  fakeApi({
    'GET /api/history/document/52': { body: history },
    'GET /api/documents/52/history/verify': { body: chain },
  });
  renderInDocument(<AuditHistoryTab />, divisionOrder());
}

describe('AuditHistoryTab: whether the history is as written', () => {
  it('says an intact history is verified, with its number of entries', async () => {
    render({ intact: true, entryCount: 3, firstBrokenEntry: null });
    expect(await screen.findByRole('status', { name: 'History check' })).toHaveTextContent(
      'History verified: all 3 entries are as written.',
    );
    expect(await screen.findByText('Rejection Reason')).toBeInTheDocument();
  });

  it('names the first entry that does not match when the history was changed', async () => {
    render({ intact: false, entryCount: 3, firstBrokenEntry: history[2]! });
    const status = await screen.findByRole('status', { name: 'History check' });
    expect(status).toHaveTextContent(
      /^History changed: the entry "Rejection Reason" of 11\/20\/2026 10:05 AM does not match what was written/,
    );
  });
});
