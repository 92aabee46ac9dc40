/**
 * `npm run bench:extraction [-- DIR]`
 *
 * Uploads every PDF of DIR (default: ../shared/corpus/invoices beside the repository) through
 * the real pipeline — upload route, OCR job, POST /autoextraction, proposed line items — and
 * prints, per file and field, what was read against the folder's truth.json, then the share of
 * invoice number, date and total fields right and the time per page. Figures: docs/benchmarks.md.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runExtractionCorpus, type FileResult } from './extraction-corpus.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const arg = process.argv.slice(2).find((a) => !a.startsWith('-'));
// npm runs workspace scripts in the workspace; a relative path means where the user typed it.
const dir = arg
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), arg)
  : path.join(repoRoot, '..', 'shared', 'corpus', 'invoices');

const cell = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s.padEnd(n));

function printFile(r: FileResult) {
  for (const f of r.fields) {
    const mark = f.right ? 'ok ' : 'BAD';
    const how = f.source ? `${f.source} ${f.confidence?.toFixed(2) ?? ''}` : '';
    console.log(
      `| ${cell(r.file, 44)} | ${cell(f.key, 13)} | ${mark} | ${cell(f.got ?? '—', 24)} | ${cell(f.expected ?? '—', 24)} | ${cell(how, 13)} |`,
    );
  }
  const lines = r.linesRight === null ? 'no table truth' : r.linesRight ? 'rows ok' : 'rows differ';
  console.log(
    `| ${cell(r.file, 44)} | ${cell('line items', 13)} | ${r.linesRight === false ? 'BAD' : 'ok '} | ${cell(`${r.lineAmounts.length} rows`, 24)} | ${cell(lines, 24)} | ${cell(`${r.pages} p, ${Math.round(r.ms)} ms`, 13)} |`,
  );
}

console.log(`Extraction benchmark: ${dir}`);
console.log(
  `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${new Date().toISOString()}\n`,
);
console.log(
  `| ${cell('file', 44)} | ${cell('field', 13)} | ok? | ${cell('read', 24)} | ${cell('expected', 24)} | ${cell('source', 13)} |`,
);
console.log(`|${'-'.repeat(46)}|${'-'.repeat(15)}|-----|${'-'.repeat(26)}|${'-'.repeat(26)}|${'-'.repeat(15)}|`);
const result = await runExtractionCorpus(dir, printFile);
const tables = result.files.filter((f) => f.linesRight !== null);
console.log(
  `\nNumber, date and total right: ${result.right}/${result.total} = ${((100 * result.right) / Math.max(1, result.total)).toFixed(1)} %`,
);
for (const key of ['invoiceNumber', 'invoiceDate', 'invoiceTotal']) {
  const of = result.files.flatMap((f) => f.fields).filter((f) => f.key === key);
  console.log(`  ${key}: ${of.filter((f) => f.right).length}/${of.length}`);
}
if (tables.length)
  console.log(`Line items matching the table: ${tables.filter((f) => f.linesRight).length}/${tables.length} invoices`);
console.log(
  `Time: ${(result.ms / 1000).toFixed(1)} s for ${result.pages} pages, ${Math.round(result.ms / Math.max(1, result.pages))} ms per page (upload, OCR job and extraction)`,
);
