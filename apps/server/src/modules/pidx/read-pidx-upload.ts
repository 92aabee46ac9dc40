import { api, limits, pidxXmlMaxBytes, type PidxUploadData } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
// Brings the types of req.parts() wherever this module is compiled.
import type {} from '@fastify/multipart';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.js';
import { parseFormField } from '../../http/form-field.js';
import type { BlobStore } from '../../lib/blob-store.js';
import { badRequest } from '../../lib/errors.js';
import { discardIfUnreferenced, storeFilePart, type ReceivedFile } from '../documents/index.js';

/** Reads a part whole, refusing it past `max` bytes (the XML: at most 5 MB, read in memory to parse). */
async function readWhole(stream: Readable, max: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > max) {
      stream.resume();
      throw badRequest(`The PIDX XML is larger than ${max / 1024 / 1024} MB.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads `POST /documents/pidx`: the optional `pidxUploadData` field, the XML (first file), then
 * optionally its PDF (second file). `gate` reads the XML and decides where the invoice goes before
 * the first byte of the PDF is read, so a refused invoice stores nothing; the PDF is streamed into
 * the blob store as it arrives.
 */
export async function readPidxUpload<Plan>(
  req: FastifyRequest,
  db: Database,
  store: BlobStore,
  gate: (xml: Buffer, data: PidxUploadData) => Promise<Plan>,
): Promise<{ plan: Plan; pdf: ReceivedFile | undefined }> {
  let data: PidxUploadData = {};
  let plan: Plan | undefined;
  let pdf: ReceivedFile | undefined;
  try {
    // Two files here (the XML and its PDF), where every other upload takes one.
    for await (const part of req.parts({ limits: { files: 2, fileSize: limits.documentUploadMaxBytes } })) {
      if (part.type !== 'file') {
        if (part.fieldname === api.receivePidxInvoice.form.name) {
          if (plan !== undefined) throw badRequest('Send the pidxUploadData field before the files.');
          data = parseFormField(api.receivePidxInvoice, String(part.value ?? ''));
        }
        continue;
      }
      if (plan === undefined) {
        plan = await gate(await readWhole(part.file, pidxXmlMaxBytes), data);
        continue;
      }
      if (pdf) {
        part.file.resume();
        throw badRequest('Send the PIDX XML and at most one PDF.');
      }
      pdf = await storeFilePart(part, store);
    }
  } catch (err) {
    if (pdf) await discardIfUnreferenced(db, store, pdf.sha256);
    throw err;
  }
  if (plan === undefined) throw badRequest('Please select a file to send');
  return { plan, pdf };
}

/**
 * Reads a multipart body of one PIDX XML file (`POST /documents/:id/pidx/response`), whole and at
 * most 5 MB; a second file is refused.
 */
export async function readPidxXmlPart(req: FastifyRequest): Promise<Buffer> {
  let xml: Buffer | undefined;
  for await (const part of req.parts({ limits: { files: 2, fileSize: pidxXmlMaxBytes + 1 } })) {
    if (part.type !== 'file') continue;
    if (xml) {
      part.file.resume();
      throw badRequest('Send one PIDX InvoiceResponse file.');
    }
    xml = await readWhole(part.file, pidxXmlMaxBytes);
  }
  if (!xml) throw badRequest('Please select a file to send');
  return xml;
}
