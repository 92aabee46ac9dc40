import type { Queryable } from '../db/client.js';
import { lastTypedLexemes, websearchTsquery } from './repository.js';

/**
 * The lexeme every vector of a company's documents carries (migration 0003). ANDed into each
 * query so that the GIN index intersects the company's posting list; PostgreSQL's parser
 * never produces a lexeme starting with '@' from typed text, so a user cannot match it.
 */
export const tenantLexeme = (companyId: number) => `'@c${Math.trunc(companyId)}'`;

export interface ParsedQuery {
  /** tsquery text, passed back as a parameter so the plan sees the real query. */
  tsquery: string;
  /** Lexemes to mark in the results (negated ones excluded). */
  lexemes: string[];
}

/** Pulls the lexemes out of a tsquery's text form: `'a' & !'b' | 'c'` → a, c. */
export function lexemesOf(tsquery: string): string[] {
  const out: string[] = [];
  for (const m of tsquery.matchAll(/(!?)\s*'((?:[^']|'')*)'/g)) {
    if (m[1] !== '!') out.push(m[2]!.replace(/''/g, "'"));
  }
  return [...new Set(out)];
}

/**
 * A search term as PostgreSQL reads it (websearch syntax: "quoted phrase", or, -not), after the
 * same normalisation as the indexed text. Null when it holds no searchable word.
 */
export async function parseSearchTerm(db: Queryable, term: string): Promise<ParsedQuery | null> {
  const tsquery = await websearchTsquery(db, term);
  if (tsquery.trim() === '') return null;
  return { tsquery, lexemes: lexemesOf(tsquery) };
}

/** A lexeme as a quoted tsquery operand (backslash and quote escaped). */
const operand = (lexeme: string) => `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * What is typed so far, for the typeahead of one company: the words as PostgreSQL parses them,
 * each in the company's namespace of the suggest vectors ('31:red'), every word complete except
 * the one being typed, which is a prefix ("red me" → '31:red' & '31:me':*; "red " → '31:red').
 * At most eight words. Null when nothing searchable was typed.
 */
export async function parseTypeahead(db: Queryable, companyId: number, text: string): Promise<string | null> {
  const lexemes = await lastTypedLexemes(db, text);
  if (lexemes.length === 0) return null;
  const typing = /[\p{L}\p{N}]$/u.test(text);
  return lexemes
    .map((l, i) => operand(`${Math.trunc(companyId)}:${l}`) + (typing && i === lexemes.length - 1 ? ':*' : ''))
    .join(' & ');
}
