import { api, DocumentTemplate } from '@docvue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/api-queries';

/** `GET /documents/{id}/duplicates`: earlier invoices that look like this one, only those this company may open. */
export const duplicatesQuery = (id: number) => ({
  ...callQuery(api.getDocumentDuplicates, { params: { id } }),
  staleTime: 0,
  // A warning that cannot be read is not shown; the document screen works without it.
  meta: { silent: true },
});

/** The warning's data, for AR invoices (the only documents with invoice numbers and totals). */
export const useDuplicates = (id: number, templateId: number) =>
  useQuery({ ...duplicatesQuery(id), enabled: templateId === DocumentTemplate.ArInvoice, retry: false });
