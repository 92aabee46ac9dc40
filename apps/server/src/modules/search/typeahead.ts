import { searchLimits, type DocumentTemplateId, type TypeaheadHit } from '@docvue/contracts';
import type { Database } from '../../db/client.js';
import type { TenantContext } from '../../access/context.js';
import { loadListRows } from '../../document-index/rows-repository.js';
import { numberKeyOf } from '../../document-index/fields.js';
import { parseTypeahead } from '../../document-index/tsquery.js';
import { olderSuggestHits, recentSuggestHits } from './repository.js';

const numberKeys = [...new Set(Object.values(numberKeyOf).filter((k): k is string => k !== null))];

/** The newest documents looked at first; most prefixes people type match among them. */
const RECENT = 500;

/**
 * The company's newest documents (at most 10) whose suggest vector matches. First the company's
 * newest RECENT rows, walked down its primary key and tested on their small inline vectors: a
 * prefix common in the company (its own document numbers, a big partner's name) is answered
 * there. Only when that finds fewer than ten, the GIN index over the older rows; there every
 * lexeme carries the company id, so the index only walks this company's matching words
 * (`document_id + 0` keeps the planner on the index rather than on a walk of every row).
 */
async function matchingIds(db: Database, companyId: number, tsquery: string): Promise<number[]> {
  const limit = searchLimits.typeaheadHits;
  const found = await recentSuggestHits(db, companyId, tsquery, limit, RECENT);
  const ids = found?.hits ?? [];
  if (ids.length >= limit || !found || found.looked < RECENT || found.oldest === null) return ids;
  const older = await olderSuggestHits(db, companyId, found.oldest, tsquery, limit - ids.length);
  return [...ids, ...older];
}

/**
 * `GET /typeahead`: the company's newest documents whose number or party names begin with the
 * words typed. The tsquery is sent as a value, so each call is planned for its own words.
 */
export async function typeahead(db: Database, ctx: TenantContext, text: string): Promise<TypeaheadHit[]> {
  const tsquery = await parseTypeahead(db, ctx.companyId, text);
  if (!tsquery) return [];
  const rows = await loadListRows(db, ctx, await matchingIds(db, ctx.companyId, tsquery), numberKeys);
  return rows.map((r) => {
    const key = numberKeyOf[r.templateId as DocumentTemplateId];
    const number = (key ? r.values.get(key) : null) ?? r.fileName;
    const other = r.side === 'sender' ? r.receiverName : r.senderCompanyName;
    return {
      id: r.id,
      text: other ? `${number} · ${other}` : number,
      documentTypeName: r.typeName ?? '',
      documentTypeTemplateId: r.templateId,
      routeStatusId: r.routeStatusId,
    };
  });
}
