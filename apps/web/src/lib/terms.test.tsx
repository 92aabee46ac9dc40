import { screen } from '@testing-library/react';
import { MetadataTab } from '@/features/document/components/metadata-tab';
import { actionsFor, arInvoice } from '@/testing/document-fixtures';
import { renderInDocument } from '@/testing/document-harness';
import { fakeApi } from '@/testing/fake-api';
import { termedColumns } from './terms';

/** The company's own word for "Org Unit" is shown everywhere (docs/history.md §28). */
describe('the company’s word for Org Unit', () => {
  it('names the document’s field, on an editable and a read-only document, and in the Send check', () => {
    fakeApi({ 'GET /api/companyorgunit': { body: { items: [], totalRecords: 0, pageSize: 10000 } } });
    const { latest, unmount } = renderInDocument(<MetadataTab />, arInvoice(), undefined, undefined, 'Business Unit');
    expect(screen.getByRole('combobox', { name: 'Business Unit' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Org Unit' })).not.toBeInTheDocument();
    expect(latest().doc.metadata.find((m) => m.key === 'orgUnit')!.name).toBe('Business Unit');
    unmount();
    renderInDocument(
      <MetadataTab />,
      arInvoice({ side: 'receiver', actions: actionsFor.receiverReceived }),
      undefined,
      undefined,
      'Business Unit',
    );
    expect(screen.getByText('Business Unit')).toBeInTheDocument();
  });

  it('names list columns (their filters and export headers) and leaves other columns alone', () => {
    const columns = [
      { key: 'orgUnit', name: 'Org Unit', metadataType: { id: 10, name: 'OrgUnit' }, sortable: true },
      { key: 'note', name: 'Org Unit note', metadataType: { id: 1, name: 'Text' }, sortable: true },
    ];
    expect(termedColumns(columns, 'Business Unit').map((c) => c.name)).toEqual(['Business Unit', 'Org Unit note']);
    expect(termedColumns(columns, 'Org Unit')).toBe(columns);
  });
});
