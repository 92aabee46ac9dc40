import type { Api, BodyOf, OrgUnit } from '@docvue/contracts';
import type { TenantContext } from '../../access/context.js';
import { requireOwnOrgUnit, writtenOrgUnit, type OwnOrgUnit } from '../../access/org-units.js';
import type { Database } from '../../db/client.js';
import { conflict } from '../../lib/errors.js';
import { orgUnitTermOf } from '../companies/index.js';
import { codeTaken, deleteOrgUnitRow, insertOrgUnit, partiesFiledUnder, updateOrgUnitRow } from './repository.js';

type Body = BodyOf<Api['createOrgUnit']>;

const present = (u: OwnOrgUnit): OrgUnit => ({
  id: u.id,
  name: u.name,
  code: u.code,
  phone: u.phone,
  addressLineOne: u.addressLineOne,
  addressLineTwo: u.addressLineTwo,
  city: u.city,
  state: u.state,
  zipCode: u.zipCode,
  isActive: u.isActive,
});

export async function getOrgUnit(db: Database, ctx: TenantContext, id: number) {
  return present(await requireOwnOrgUnit(db, ctx, id, `The ${await orgUnitTermOf(db, ctx.companyId)}`));
}

/** A code names one org unit of the company (imports and documents find it by code). */
async function requireFreeCode(db: Database, ctx: TenantContext, code: string, except?: OwnOrgUnit) {
  if (await codeTaken(db, ctx.companyId, code, except)) {
    const term = await orgUnitTermOf(db, ctx.companyId);
    throw conflict(`${/^[aeiou]/i.test(term) ? 'An' : 'A'} ${term} with the code ${code} already exists.`);
  }
}

export async function createOrgUnit(db: Database, ctx: TenantContext, body: Body) {
  await requireFreeCode(db, ctx, body.code);
  return present(writtenOrgUnit(ctx, await insertOrgUnit(db, { companyId: ctx.companyId, ...body })));
}

export async function updateOrgUnit(db: Database, ctx: TenantContext, id: number, body: Body) {
  const unit = await requireOwnOrgUnit(db, ctx, id, `The ${await orgUnitTermOf(db, ctx.companyId)}`);
  await requireFreeCode(db, ctx, body.code, unit);
  return present(writtenOrgUnit(ctx, await updateOrgUnitRow(db, unit, body)));
}

/** An org unit parties are filed under stays (their org units would go missing); it can be made inactive. */
export async function deleteOrgUnit(db: Database, ctx: TenantContext, id: number) {
  const term = await orgUnitTermOf(db, ctx.companyId);
  const unit = await requireOwnOrgUnit(db, ctx, id, `The ${term}`);
  const used = await partiesFiledUnder(db, unit);
  if (used > 0) {
    throw conflict(
      `${unit.name} is the ${term} of ${used} part${used === 1 ? 'y' : 'ies'} and cannot be deleted. Make it inactive instead.`,
    );
  }
  await deleteOrgUnitRow(db, unit);
}
