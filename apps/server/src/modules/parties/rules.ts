import { isUniqueViolation } from '../../db/unique-violation.js';
import { orgUnitRequired } from '@docvue/contracts';
import { badRequest, conflict } from '../../lib/errors.js';

/** The company's org units a party may name (active ones; an inactive one it already has stays). */
export function orgUnitProblem(
  term: string,
  chosen: number[],
  units: { id: number; isActive: boolean }[],
  kept: number[] = [],
): string | null {
  if (chosen.length === 0) return orgUnitRequired(term);
  const allowed = new Set(units.filter((u) => u.isActive || kept.includes(u.id)).map((u) => u.id));
  return chosen.some((id) => !allowed.has(id)) ? `Choose ${term}s of your company` : null;
}

export const requireOrgUnits = (...args: Parameters<typeof orgUnitProblem>) => {
  const problem = orgUnitProblem(...args);
  if (problem) throw badRequest(problem);
};

/** `typeName` in the company's words (partyTypeNameIn with its word for Vendor). */
export const numberTakenMessage = (typeName: string, number: string) =>
  `A ${typeName} with the number ${number} already exists.`;
export const numberTakenError = (typeName: string, number: string) => conflict(numberTakenMessage(typeName, number));

/** Whether a database error is the unique party number (two saves raced past the check). */
export const isNumberClash = (err: unknown) => isUniqueViolation(err, 'parties_company_type_number_uq');
