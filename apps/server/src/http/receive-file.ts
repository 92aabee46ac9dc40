import { ErrorCode } from '@docvue/contracts';
import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { AppError, badRequest } from '../lib/errors.js';
import { fileNameProblem } from './file-name.js';

/** A field that must come before the file, checked (and the upload refused) before the file is read. */
export interface LeadingField {
  name: string;
  accept(value: string): Promise<void>;
}

/**
 * The one file of a small upload (party import, logo, company document), read into memory up
 * to `maxBytes`: a larger one is refused as it arrives, without reading the rest.
 */
export async function receiveSmallFile(
  req: FastifyRequest,
  maxBytes: number,
  leading?: LeadingField,
): Promise<{ name: string; bytes: Buffer }> {
  let found: { name: string; bytes: Buffer } | undefined;
  let leadingSeen = false;
  for await (const part of req.parts()) {
    if (part.type !== 'file') {
      if (leading && part.fieldname === leading.name) {
        await leading.accept(String(part.value ?? ''));
        leadingSeen = true;
      }
      continue;
    }
    if (leading && !leadingSeen) {
      part.file.resume();
      throw badRequest(`Send the ${leading.name} field before the file.`);
    }
    if (found) {
      part.file.resume();
      throw badRequest('Upload one file at a time.');
    }
    const name = (part.filename ?? '').trim();
    const nameProblem = fileNameProblem(name, 'Please select a file');
    if (nameProblem) {
      part.file.resume();
      throw badRequest(nameProblem);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of part.file) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) {
        part.file.destroy();
        throw new AppError(ErrorCode.PayloadTooLarge, `The file is larger than ${maxBytes / 1024 / 1024} MB.`);
      }
      chunks.push(chunk as Buffer);
    }
    found = { name, bytes: Buffer.concat(chunks) };
  }
  if (!found) throw badRequest('Please select a file');
  return found;
}
