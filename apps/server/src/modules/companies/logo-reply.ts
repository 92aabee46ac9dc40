import type { FastifyReply } from 'fastify';
import type { KnownCompany } from '../../access/companies.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { logoOf } from './repository.js';

/**
 * Without a logo: the company's own screen is answered 204 (no error for the browser to log on
 * every page load); a partner's is answered 404, the same as a company the caller may not see.
 * Shared by send-own-logo.ts and send-company-logo.ts.
 */
export async function sendLogo(
  db: Database,
  company: KnownCompany,
  reply: FastifyReply,
  whenNone: 'empty' | 'notFound',
) {
  const logo = await logoOf(db, company);
  if (!logo && whenNone === 'empty') return reply.code(204).send();
  if (!logo) throw notFound('The logo');
  return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=300').send(logo);
}
