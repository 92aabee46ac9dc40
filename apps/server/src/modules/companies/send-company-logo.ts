import type { FastifyReply } from 'fastify';
import { requireKnownCompany } from '../../access/companies.js';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { sendLogo } from './logo-reply.js';

/** A company's logo is shown to itself and to its trading partners; to anyone else it does not exist. */
export async function sendCompanyLogo(db: Database, ctx: TenantContext, companyId: number, reply: FastifyReply) {
  return sendLogo(db, await requireKnownCompany(db, ctx, companyId, 'The logo'), reply, 'notFound');
}
