import type { statementFileLimits } from '@docvue/contracts';

/** The limits it measures against (passed in: the thread loads this file alone, without the contracts). */
export type JsonLimits = Pick<
  typeof statementFileLimits,
  'maxJsonDepth' | 'maxChecks' | 'maxLinesPerCheck' | 'maxJsonTextLength'
>;

const n = (value: number) => value.toLocaleString('en-US');
type JsonObject = Record<string, unknown>;
const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What is wrong with a JSON revenue file's size and shape, or null: counted before the run is
 * queued (upload-statement-run.ts, in a thread of its own), so the run only ever reads a file
 * within `statementFileLimits` (docs/limits.md). Nesting is counted on the text before it is
 * parsed; then checks, lines per check and each text. A file that is not JSON at all is left to
 * the run, which says so as for any unreadable file.
 */
export function measureJson(text: string, L: JsonLimits): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > L.maxJsonDepth)
        return `The file nests objects and arrays more than ${L.maxJsonDepth} deep (at character ${n(i + 1)}); the format nests 5.`;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(doc)) return null;
  const checks = Array.isArray(doc.checks) ? (doc.checks as unknown[]) : [];
  if (checks.length > L.maxChecks)
    return `The file holds ${n(checks.length)} checks; a file may hold at most ${n(L.maxChecks)} (checks[${L.maxChecks}] is the first beyond). Send the month in several files.`;
  const tooLong = (value: unknown, path: string): string | null => {
    if (typeof value === 'string') {
      return value.length > L.maxJsonTextLength
        ? `${path} is ${n(value.length)} characters; a field may hold at most ${L.maxJsonTextLength}.`
        : null;
    }
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const problem = tooLong(value[i], `${path}[${i}]`);
        if (problem) return problem;
      }
    } else if (isObject(value)) {
      for (const [key, v] of Object.entries(value)) {
        const problem = tooLong(v, path ? `${path}.${key}` : key);
        if (problem) return problem;
      }
    }
    return null;
  };
  for (let i = 0; i < checks.length; i++) {
    const lines = isObject(checks[i]) ? (checks[i] as JsonObject).lines : undefined;
    if (Array.isArray(lines) && lines.length > L.maxLinesPerCheck)
      return `checks[${i}].lines holds ${n(lines.length)} lines; a check may hold at most ${n(L.maxLinesPerCheck)}.`;
  }
  return tooLong(doc, '');
}
