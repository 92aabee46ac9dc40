import { buildForms } from './forms.js';
import { buildInvoices } from './invoices.js';
import { buildRevenueDocuments } from './revenue.js';
import type { DemoDocument } from './demo-document.js';

export type { DemoDocument } from './demo-document.js';

/** Every demo document, dated relative to `now` so the dashboard shows recent activity. */
export function buildDemoDocuments(now: Date): DemoDocument[] {
  return [...buildInvoices(now), ...buildRevenueDocuments(now), ...buildForms(now)];
}
