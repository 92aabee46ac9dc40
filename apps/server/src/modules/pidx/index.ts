/**
 * PIDX in and out (issue 29; docs/design.md §9): a PIDX Invoice becomes an AR invoice
 * (`receive-pidx-invoice.ts`), an AR invoice and its decisions are written as PIDX
 * (`export-pidx-invoice.ts`). Reading is lenient (`read-*.ts`, `xml-tree.ts`), writing exact.
 */
export { pidxHandlers } from './handlers.js';
