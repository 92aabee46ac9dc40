import { partyTypeNameIn } from '@docvue/contracts';
import type { FastifyReply } from 'fastify';
import { requireKnownCompany, requireOwnCompany, type KnownCompany } from '../../access/companies.js';
import type { Identity, TenantContext } from '../../access/context.js';
import type { Database } from '../../db/client.js';
import { presentCompanySummary } from './presenter.js';
import { allCompaniesOnNetwork, companiesOfUser, logoOf, partyTypesOfCompany } from './repository.js';
import { vendorTermOf } from './terminology.js';
import { notFound } from '../../lib/errors.js';

/** The companies the caller may choose: its own memberships, or (platform support) every company. */
export async function myCompanies(db: Database, identity: Identity) {
  const rows = identity.isGlobal ? await allCompaniesOnNetwork(db) : await companiesOfUser(db, identity.userId);
  return rows.map(presentCompanySummary);
}

/** Only the selected company's own party types: another company's are not the caller's to read. */
export async function partyTypesOf(db: Database, ctx: TenantContext, companyId: number) {
  const company = requireOwnCompany(ctx, companyId);
  const ids = await partyTypesOfCompany(db, company.id);
  const vendorTerm = await vendorTermOf(db, company.id);
  return ids.map((id) => ({ id, name: partyTypeNameIn(id, vendorTerm) }));
}

/**
 * Without a logo: the company's own screen is answered 204 (no error for the browser to log on
 * every page load); a partner's is answered 404, the same as a company the caller may not see.
 */
async function sendLogo(db: Database, company: KnownCompany, reply: FastifyReply, whenNone: 'empty' | 'notFound') {
  const logo = await logoOf(db, company);
  if (!logo && whenNone === 'empty') return reply.code(204).send();
  if (!logo) throw notFound('The logo');
  return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=300').send(logo);
}

/** The selected company's own logo. */
export const sendOwnLogo = (db: Database, ctx: TenantContext, reply: FastifyReply) =>
  sendLogo(db, requireOwnCompany(ctx, ctx.companyId), reply, 'empty');

/** A company's logo is shown to itself and to its trading partners; to anyone else it does not exist. */
export async function sendCompanyLogo(db: Database, ctx: TenantContext, companyId: number, reply: FastifyReply) {
  return sendLogo(db, await requireKnownCompany(db, ctx, companyId, 'The logo'), reply, 'notFound');
}
