import { statementFileLimits } from '@docvue/contracts';
import { formatDollars, parseCents } from './decimal.js';
import { checkStatement, checkTransmission, type StatementDraft, type Transmission } from './check-statement.js';
import { UnreadableStatementFile, type FileError, type FileRecord } from './records.js';

const n = (value: number) => value.toLocaleString('en-US');

/** One check of the file, in file order (`ordinal` from 0), checked: a statement to make, or its errors. */
export interface CheckedCheck {
  kind: 'check';
  ordinal: number;
  draft?: StatementDraft;
  errors: FileError[];
  /** Detail lines read with this check (for the run's line count). */
  lines: number;
}

/** The end of the file: the transmission summary's problems and what the file held. */
export interface FileEnd {
  kind: 'end';
  errors: FileError[];
  checks: number;
}

/**
 * Groups the file's records into checks as they stream and checks each (check-statement.ts):
 * only one check's lines are held at a time. The transmission comes first (a file without a
 * valid one makes no statement: every stub must carry the operator's address and phone), the
 * summary last, compared with what the file held.
 */
export async function* readChecks(
  records: AsyncIterable<FileRecord> | Iterable<FileRecord>,
): AsyncGenerator<{ kind: 'transmission'; transmission?: Transmission; errors: FileError[] } | CheckedCheck | FileEnd> {
  let ordinal = 0;
  let check: FileRecord | undefined;
  let details: FileRecord[] = [];
  /** Lines of the check beyond `maxLinesPerCheck`: counted, not held (issue 39: one check of 2,000,000 lines filled the heap). */
  let linesBeyond = 0;
  let started = false;
  let summary: FileRecord | undefined;
  const stray: FileError[] = [];
  let totalCents = 0n;
  let totalKnown = true;

  /** A record out of place; a file of little else stops here, before its errors fill the memory. */
  const strayError = (error: FileError) => {
    stray.push(error);
    if (stray.length > statementFileLimits.maxRecordedErrors)
      throw new UnreadableStatementFile(
        `The file has more than ${n(statementFileLimits.maxRecordedErrors)} records out of place before line ${n(error.lineNumber)}: the run stopped there. ${error.message}`,
      );
  };

  function* flush(): Generator<CheckedCheck> {
    if (!check) return;
    const result =
      linesBeyond > 0
        ? {
            errors: [
              {
                ...check.place('record_type'),
                checkNumber: check.get('check_number') || null,
                message: `The check has ${n(details.length + linesBeyond)} detail lines; a check may hold at most ${n(statementFileLimits.maxLinesPerCheck)}. Split it into several checks.`,
              },
            ],
            draft: undefined,
          }
        : checkStatement(check, details);
    const amount = parseCents(check.get('check_amount'));
    if (amount === null) totalKnown = false;
    else totalCents += amount;
    const errors = stray.length > 0 ? [...stray.splice(0), ...result.errors] : result.errors;
    yield {
      kind: 'check',
      ordinal: ordinal++,
      ...(result.draft ? { draft: result.draft } : {}),
      errors,
      lines: details.length + linesBeyond,
    };
    check = undefined;
    details = [];
    linesBeyond = 0;
  }

  for await (const record of records) {
    if (!started) {
      started = true;
      const t = checkTransmission(record);
      yield { kind: 'transmission', ...t };
      if (record.type === 'T') continue;
    }
    switch (record.type) {
      case 'C':
        yield* flush();
        if (ordinal >= statementFileLimits.maxChecks)
          throw new UnreadableStatementFile(
            `The file holds more than ${n(statementFileLimits.maxChecks)} checks (line ${n(record.lineNumber)} is the first beyond): the run stopped there. Send the month in several files.`,
          );
        check = record;
        break;
      case 'D':
        if (check && details.length >= statementFileLimits.maxLinesPerCheck) linesBeyond++;
        else if (check) details.push(record);
        else
          strayError({
            ...record.place('record_type'),
            checkNumber: null,
            message: 'A detail line (D) must follow its check (C).',
          });
        break;
      case 'S':
        yield* flush();
        summary = record;
        break;
      case 'T':
        strayError({
          ...record.place('record_type'),
          checkNumber: null,
          message: 'A file holds one transmission (T), on its first record.',
        });
        break;
      default:
        strayError({
          ...record.place('record_type'),
          checkNumber: null,
          message: `Record type "${record.type}" is not T, C, D or S.`,
        });
    }
  }
  yield* flush();
  if (!started) yield { kind: 'transmission', ...checkTransmission(undefined) };
  const errors: FileError[] = [...stray];
  if (!summary) {
    errors.push({
      lineNumber: 0,
      column: 'record_type',
      checkNumber: null,
      message: 'The file has no transmission summary (S) at its end.',
    });
  } else {
    const count = summary.get('check_count');
    if (count !== String(ordinal)) {
      errors.push({
        ...summary.place('check_count'),
        checkNumber: null,
        message: `The summary counts ${count || 'no'} checks; the file has ${ordinal}.`,
      });
    }
    const total = parseCents(summary.get('total_amount'));
    if (total === null) {
      errors.push({
        ...summary.place('total_amount'),
        checkNumber: null,
        message: 'The summary’s total amount is not an amount.',
      });
    } else if (totalKnown && total !== totalCents) {
      errors.push({
        ...summary.place('total_amount'),
        checkNumber: null,
        message: `The summary’s total ${formatDollars(total)} is not the sum of the checks, ${formatDollars(totalCents)}.`,
      });
    }
  }
  yield { kind: 'end', errors, checks: ordinal };
}
