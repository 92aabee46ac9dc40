import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Rules of where things are that are not about imports. The import rules (layers, faces, rings of
 * files, folders and modules, SQL in repository files) are checked by tools/check-imports.mjs alone,
 * in `npm run lint`.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

describe('architecture', () => {
  it('opens the route-status door only in the status machine', () => {
    // The triggers of migrations 0007 and 0017 refuse any other writer; this keeps anyone from setting their flag.
    const openers = sourceFiles(src).filter((f) => readFileSync(f, 'utf8').includes('docvue.status_machine'));
    expect(openers.map((f) => path.relative(src, f))).toEqual([
      path.join('modules', 'status-machine', 'repository.ts'),
    ]);
  });

  it('keeps SQL out of handlers: a handler calls a service', () => {
    const handlers = sourceFiles(path.join(src, 'modules')).filter((f) => f.endsWith('handlers.ts'));
    expect(handlers.length).toBeGreaterThan(10);
    for (const file of handlers) {
      const text = readFileSync(file, 'utf8');
      expect(text, path.relative(src, file)).not.toMatch(
        /from 'drizzle-orm'|db\/schema|\.select\(|\.insert\(|\.update\(/,
      );
    }
  });

  it('lets only the access gate brand its values, and only the status machine re-brand a document', async () => {
    const eslint = new ESLint({ cwd: path.resolve(src, '../../..') });
    const rulesBrokenIn = async (file: string, code: string) => {
      const [result] = await eslint.lintText(code, { filePath: path.join(src, file) });
      return result!.messages.map((m) => m.ruleId);
    };
    const forged = [
      "import type { OwnParty } from '../../access/parties.js';",
      "import type { VisibleDocument } from '../../access/documents.js';",
      'export const party = (row: unknown) => row as OwnParty;',
      'export const parties = (rows: unknown) => rows as OwnParty[];',
      'export const maybe = (row: unknown) => <VisibleDocument | undefined>row;',
      '',
    ].join('\n');
    expect(await rulesBrokenIn('modules/parties/forged.ts', forged)).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
    expect(await rulesBrokenIn('access/forged.ts', forged.replaceAll('../../access/', './'))).toEqual([]);
    const rebrand =
      "import { updatedDocument } from '../../access/documents.js';\nexport const again = updatedDocument;\n";
    expect(await rulesBrokenIn('modules/documents/rebrand.ts', rebrand)).toEqual(['no-restricted-imports']);
    expect(await rulesBrokenIn('modules/status-machine/status-machine.ts', rebrand)).toEqual([]);
  }, 60_000);
});
