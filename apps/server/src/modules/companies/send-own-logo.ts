import type { FastifyReply } from 'fastify';
import { requireOwnCompany } from '../../access/companies.js';
import type { TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { sendLogo } from './logo-reply.js';

/** The selected company's own logo. */
export const sendOwnLogo = (db: Database, ctx: TenantContext, reply: FastifyReply) =>
  sendLogo(db, requireOwnCompany(ctx, ctx.companyId), reply, 'empty');
