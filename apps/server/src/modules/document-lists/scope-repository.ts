import { RouteStatus } from '@docvue/contracts';
import { and, eq, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { documentVisibility } from '../../db/schema/index.js';
import type { ListScope } from './scope.js';

const v = documentVisibility;

/**
 * SECURITY-CRITICAL. Which rows of `document_visibility` a list reads: always the caller's
 * company's own rows (the table holds a row per company that may see a document, kept by the
 * `documents` trigger from the rule in documents/visibility.ts). Every list, count and page
 * query of this module starts here; each condition matches one index (schema/document-visibility.ts).
 *
 * - all: everything the company may see, both sides, drafts included;
 * - sent: documents the company sent (sender side, published: not draft, New or Pending);
 * - inbox: documents the company received (receiver side, every status);
 * - template: both sides of one template, optionally one route status.
 *
 * and, with `suggest`, only the rows whose typeahead words match (document_visibility_suggest_idx).
 */
export function scopeCondition(companyId: number, scope: ListScope): SQL {
  const base = kindCondition(companyId, scope);
  return scope.suggest === undefined ? base : and(base, sql`${v.suggest} @@ ${scope.suggest}::tsquery`)!;
}

function kindCondition(companyId: number, scope: ListScope): SQL {
  const company = eq(v.companyId, companyId);
  switch (scope.kind) {
    case 'all':
      return company;
    case 'sent':
      return and(
        company,
        eq(v.side, 'sender'),
        isNotNull(v.routeStatusId),
        notInArray(v.routeStatusId, [RouteStatus.New, RouteStatus.Pending]),
      )!;
    case 'inbox':
      return and(company, eq(v.side, 'receiver'))!;
    case 'template':
      return and(
        company,
        eq(v.templateId, scope.templateId),
        scope.routeStatusId ? eq(v.routeStatusId, scope.routeStatusId) : undefined,
      )!;
  }
}
