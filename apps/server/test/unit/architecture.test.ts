import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The server's folders, and each module under modules/, import each other without a cycle
 * (ESLint's import-x/no-cycle sees files; a ring of modules can exist without a file cycle,
 * as search → document-lists → documents → search once did).
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'migrations' ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [full] : [];
  });
}

/** `modules/documents/x.ts` → `modules/documents`; `db/schema/a.ts` → `db`; `app.ts` → `app.ts`. */
function nodeOf(file: string): string {
  const [top, second] = path.relative(src, file).split(path.sep);
  return top === 'modules' ? `modules/${second}` : top!;
}

function importGraph() {
  const edges = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), m[1]!.replace(/\.js$/, '.ts'));
      const [from, to] = [nodeOf(file), nodeOf(target)];
      if (from === to) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      edges.get(from)!.set(to, path.relative(src, file));
    }
  }
  return edges;
}

/** Strongly connected components of more than one node (Tarjan). */
function cycles(edges: Map<string, Map<string, string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('architecture', () => {
  it('has no import cycle between folders or modules', () => {
    const edges = importGraph();
    const described = cycles(edges).map((component) =>
      component
        .flatMap((a) =>
          component.filter((b) => edges.get(a)?.has(b)).map((b) => `${a} -> ${b} (${edges.get(a)!.get(b)})`),
        )
        .join('; '),
    );
    expect(described).toEqual([]);
    // The graph is real: the documents module does lean on the document index and the access gate.
    expect([...(edges.get('modules/documents')?.keys() ?? [])]).toEqual(
      expect.arrayContaining(['document-index', 'access', 'modules/status-machine']),
    );
  });

  it('finds a ring of modules when there is one', () => {
    const ring = new Map([
      ['modules/search', new Map([['modules/document-lists', 'a.ts']])],
      ['modules/document-lists', new Map([['modules/documents', 'b.ts']])],
      ['modules/documents', new Map([['modules/search', 'c.ts']])],
    ]);
    expect(cycles(ring)).toEqual([['modules/document-lists', 'modules/documents', 'modules/search']]);
  });

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
