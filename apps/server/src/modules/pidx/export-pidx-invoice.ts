import { DocumentTemplate } from '@docvue/contracts';
import type { FastifyReply } from 'fastify';
import type { TenantContext } from '../../access/context.js';
import type { AppContext } from '../../app-context.js';
import { badRequest } from '../../lib/errors.js';
import { readDocument } from '../documents/index.js';
import { writeInvoice } from './write-invoice.js';
import { writeInvoiceResponse } from './write-invoice-response.js';

async function arInvoice(app: Pick<AppContext, 'db' | 'typeFields'>, ctx: TenantContext, id: number) {
  const doc = await readDocument(app.db, app.typeFields, ctx, id);
  if (doc.documentTypeTemplateId !== DocumentTemplate.ArInvoice)
    throw badRequest('Only AR invoices are written as PIDX.');
  return doc;
}

const fileName = (doc: { id: number; metadata: { key: string; value: string | null }[] }, suffix: string) => {
  const number = doc.metadata.find((m) => m.key === 'invoiceNumber')?.value ?? `document-${doc.id}`;
  return `${number.replace(/[^\w.-]+/g, '_').slice(0, 100)}${suffix}.xml`;
};

/** Sends XML as a download, never sniffed. */
const sendXml = (reply: FastifyReply, name: string, xml: string) =>
  reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .send(xml);

/** `GET /documents/:id/pidx`: the AR invoice as a PIDX 1.62 Invoice, for either side. */
export async function exportPidxInvoice(
  app: Pick<AppContext, 'db' | 'typeFields'>,
  ctx: TenantContext,
  id: number,
  reply: FastifyReply,
) {
  const doc = await arInvoice(app, ctx, id);
  return sendXml(reply, fileName(doc, ''), writeInvoice(doc));
}

/** `GET /documents/:id/pidx/response`: the latest decision on it as a PIDX 1.62 InvoiceResponse. */
export async function exportPidxInvoiceResponse(
  app: Pick<AppContext, 'db' | 'typeFields'>,
  ctx: TenantContext,
  id: number,
  reply: FastifyReply,
) {
  const doc = await arInvoice(app, ctx, id);
  return sendXml(reply, fileName(doc, '-response'), writeInvoiceResponse(doc));
}
