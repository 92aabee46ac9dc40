import { api } from '@docvue/contracts';
import { QueryClient } from '@tanstack/react-query';
import { queryKeyOf, refreshAfter } from './api-queries';

describe('query keys and refreshes from the route declarations', () => {
  const seeded = () => {
    const client = new QueryClient();
    const keys = {
      document: queryKeyOf(api.getDocument, { params: { id: 41 } }),
      inbox: queryKeyOf(api.listInbox, { query: { page: 1 } }),
      list: queryKeyOf(api.listDocumentsOfTemplate, { params: { documentTypeId: 93 } }),
      paymentStatus: queryKeyOf(api.getPaymentStatusCounts),
      search: queryKeyOf(api.searchDocuments, { body: { querySearchTerm: 'pbos' } }),
      parties: queryKeyOf(api.searchParties, { query: { query: 'red' } }),
      pages: queryKeyOf(api.getOcrPage, { params: { id: 41, page: 1 } }),
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { cached: true });
    const invalidated = () =>
      Object.entries(keys)
        .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
        .map(([name]) => name)
        .sort();
    return { client, invalidated };
  };

  it('an approval refreshes the document, the lists, the inbox, the dashboard and search; not parties nor pages', async () => {
    const { client, invalidated } = seeded();
    await refreshAfter(client, api.approveDocument);
    expect(invalidated()).toEqual(['document', 'inbox', 'list', 'paymentStatus', 'search']);
  });

  it('a new upload refreshes the pages too; a read mark leaves pages and parties alone', async () => {
    const upload = seeded();
    await refreshAfter(upload.client, api.uploadDocument);
    expect(upload.invalidated()).toContain('pages');
    const read = seeded();
    await refreshAfter(read.client, api.markDocumentRead);
    expect(read.invalidated()).toEqual(['document', 'inbox', 'list', 'paymentStatus', 'search']);
  });

  it('keys start with what the route reads, so one refresh reaches every query of it', () => {
    expect(queryKeyOf(api.getHistory, { params: { id: 41 } })[0]).toBe('documents');
    expect(queryKeyOf(api.listInbox)[0]).toBe('documentLists');
    expect(queryKeyOf(api.getLogo, undefined, { companyId: 5 })).toEqual(['companies', 'getLogo', {}, 5]);
  });
});
