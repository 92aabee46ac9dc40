import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { exportPidxInvoice, exportPidxInvoiceResponse } from './export-pidx-invoice.js';
import { receivePidxInvoice } from './receive-pidx-invoice.js';
import { receivePidxInvoiceResponse } from './receive-pidx-invoice-response.js';

/** The PIDX calls: each reaches its document through the access gate of the use case it calls. */
export const pidxHandlers = (app: AppContext) =>
  ({
    receivePidxInvoice: async ({ tenant, req }) => receivePidxInvoice(app, tenant, req),
    getPidxInvoice: async ({ tenant, params, reply }) => exportPidxInvoice(app, tenant, params.id, reply),
    getPidxInvoiceResponse: async ({ tenant, params, reply }) =>
      exportPidxInvoiceResponse(app, tenant, params.id, reply),
    receivePidxInvoiceResponse: async ({ tenant, params, req }) =>
      receivePidxInvoiceResponse(app, tenant, params.id, req),
  }) satisfies ApiHandlers;
