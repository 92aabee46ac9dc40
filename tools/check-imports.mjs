#!/usr/bin/env node
/**
 * The import rules ESLint cannot see file by file, checked over the whole graph:
 *
 * 1. No file imports itself through a ring of other files (server, web, contracts).
 * 2. The server's layers import downwards only: a folder may import its own layer and the
 *    ones below, never one above (docs/ARCHITECTURE.md).
 * 3. Each server module has one face: a file outside `modules/<m>/` may import `modules/<m>/index.ts`
 *    only, never the module's other files.
 * 4. SQL lives in repository files. In the domain code (`modules/` and the shared layers below it:
 *    `files/`, `document-history/`, `document-index/`, `webhook-events/`) only a repository file — `repository.ts`,
 *    `*-repository.ts`, or any file in a `repository/` folder — imports `drizzle-orm` (or a subpath)
 *    or anything under `db/`; the others may import from `db/` only types from `db/client.ts` (a
 *    database or transaction handle they pass on) and `db/unique-violation.ts` (recognising an error). The infrastructure below (db, lib, jobs, identity, access,
 *    plugins), the seed, the scripts and app/main may query where they need to.
 * 5. Web features do not import each other, by `@/features/…` or by a relative path.
 *
 * Why a script and not eslint-plugin-import-x: that plugin needs unrs-resolver, whose
 * per-platform binaries our registry mirror does not carry, so `npm ci` on a clean clone
 * refused the lock file. Relative imports and the web's `@/` alias are all this code uses,
 * so resolving them by hand is exact. `node tools/check-imports.mjs --self-test` proves the
 * checks find what they look for.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];
const aliases = { '@/': 'apps/web/src/' };

/** Lowest first; a file in one layer may import its own layer and those listed before it. */
export const serverLayers = [
  ['config.ts', 'db'],
  ['lib', 'ocr'],
  ['jobs'],
  ['app-context.ts'],
  ['identity'],
  ['access'],
  ['http'],
  ['plugins'],
  // What several modules share: blob bytes and file kinds, a document's history, the document index,
  // the webhook events raised where things happen (status machine, notifications).
  ['files', 'document-history', 'document-index', 'webhook-events'],
  ['modules'],
  ['seed'],
  ['scripts', 'app.ts', 'main.ts', 'api-handlers.ts', 'job-handlers.ts'],
];

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return ['node_modules', 'migrations', 'dist'].includes(name) ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

/** `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`; type-only imports too (they still tie files). */
const specifiers =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*\(?\s*['"]([^'"]+)['"]/g;

function resolve(fromFile, spec) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else {
    const alias = Object.keys(aliases).find((a) => spec.startsWith(a));
    if (!alias) return undefined;
    base = path.join(root, aliases[alias], spec.slice(alias.length));
  }
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, path.join(stem, 'index.ts'), path.join(stem, 'index.tsx')])
    if (existsSync(candidate)) return candidate;
  return undefined;
}

export function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const m of text.matchAll(specifiers)) {
      const target = resolve(file, m[1] ?? m[2]);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan, iterative so deep trees do not overflow). */
export function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, [...(graph.get(start) ?? [])], 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [v, edges] = frame;
      if (frame[2] < edges.length) {
        const w = edges[frame[2]++];
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push([w, [...(graph.get(w) ?? [])], 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) === index.get(v)) {
        const component = [];
        let w;
        do {
          w = stack.pop();
          onStack.delete(w);
          component.push(w);
        } while (w !== v);
        if (component.length > 1) found.push(component.sort());
      }
    }
  }
  return found;
}

const serverSrc = path.join(root, 'apps/server/src');

function layerOf(file) {
  const top = path.relative(serverSrc, file).split(path.sep)[0];
  const rank = serverLayers.findIndex((layer) => layer.includes(top));
  return rank < 0 ? undefined : { top, rank };
}

export function layerViolations(graph) {
  const found = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith(serverSrc + path.sep)) continue;
    const from = layerOf(file);
    for (const target of targets) {
      const to = target.startsWith(serverSrc + path.sep) ? layerOf(target) : undefined;
      if (from && to && to.rank > from.rank)
        found.push(
          `${path.relative(root, file)} imports ${path.relative(root, target)}: ${from.top} is below ${to.top}; lower layers do not import higher ones.`,
        );
    }
  }
  return found;
}

/** `modules/<m>/…` → `<m>`; anything else → undefined. */
function moduleOf(file) {
  const [top, name, ...rest] = path.relative(serverSrc, file).split(path.sep);
  return top === 'modules' && rest.length ? name : undefined;
}

export function faceViolations(graph) {
  const found = [];
  for (const [file, targets] of graph) {
    if (!file.startsWith(serverSrc + path.sep)) continue;
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || moduleOf(file) === to || target === path.join(serverSrc, 'modules', to, 'index.ts')) continue;
      found.push(
        `${path.relative(root, file)} imports ${path.relative(root, target)}: outside modules/${to}, import its face modules/${to}/index.ts only.`,
      );
    }
  }
  return found;
}

/** The domain code, where SQL lives in repository files only (rule 4). */
const domainLayers = ['modules', 'files', 'document-history', 'document-index', 'webhook-events'];

export function isRepositoryFile(file) {
  const parts = path.relative(serverSrc, file).split(path.sep);
  const name = parts[parts.length - 1];
  return name === 'repository.ts' || name.endsWith('-repository.ts') || parts.slice(0, -1).includes('repository');
}

/** Static `import`/`export … from` statements: whether type-only, the imported clause, the specifier. */
const statements = /(?:^|[\s;])(?:import|export)\s+(type\s+)?([^'"]*?)\s*from\s*['"]([^'"]+)['"]/g;
const onlyTypes = (typeKeyword, clause) =>
  Boolean(typeKeyword) ||
  (/^\{[^}]*\}$/.test(clause) &&
    clause
      .slice(1, -1)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .every((s) => s.startsWith('type ')));

/** `texts`: file → its source. */
export function sqlViolations(texts) {
  const db = path.join(serverSrc, 'db');
  const client = path.join(db, 'client.ts');
  const errorRecognisers = [path.join(db, 'unique-violation.ts')];
  const found = [];
  for (const [file, text] of texts) {
    const [top] = path.relative(serverSrc, file).split(path.sep);
    if (!domainLayers.includes(top) || isRepositoryFile(file)) continue;
    for (const [, typeKeyword, clause, spec] of text.matchAll(statements)) {
      const target = spec.startsWith('.') ? resolve(file, spec) : undefined;
      const querying =
        spec === 'drizzle-orm' ||
        spec.startsWith('drizzle-orm/') ||
        (target?.startsWith(db + path.sep) &&
          !errorRecognisers.includes(target) &&
          !(target === client && onlyTypes(typeKeyword, clause.trim())));
      if (querying)
        found.push(
          `${path.relative(root, file)} imports ${target ? path.relative(root, target) : spec}: only repository files (repository.ts, *-repository.ts, repository/) query the database.`,
        );
    }
  }
  return found;
}

/**
 * 5. Web features do not import each other (docs/ARCHITECTURE.md): what two share lives
 *    in components/ or lib/. ESLint sees `@/features/…` specifiers; this sees where every import
 *    lands, so `../../other-feature/…` is caught too. Tests are exempt, as in eslint.config.js.
 */
const webFeatures = path.join(root, 'apps/web/src/features');

function featureOf(file) {
  if (!file.startsWith(webFeatures + path.sep)) return undefined;
  return path.relative(webFeatures, file).split(path.sep)[0];
}

export function featureViolations(graph) {
  const found = [];
  for (const [file, targets] of graph) {
    const from = featureOf(file);
    if (!from || /\.test\.tsx?$/.test(file)) continue;
    for (const target of targets) {
      const to = featureOf(target);
      if (to && to !== from)
        found.push(
          `${path.relative(root, file)} imports ${path.relative(root, target)}: features do not import each other; move what they share to components/ or lib/.`,
        );
    }
  }
  return found;
}

/** Fails (exit 1) unless the feature rule finds a relative and an aliased import of another feature, and nothing else. */
function featureSelfTest() {
  const w = (name) => path.join(webFeatures, name);
  const own = w('parties/components/party-form.tsx');
  const sample = new Map([
    [own, new Set([w('parties/utils/party-form.ts'), path.join(root, 'apps/web/src/components/dialog-shell.tsx')])],
    // `../../invitations/utils/accept-form` and `@/features/users/api/get-user` resolve alike.
    [w('parties/components/party-page.tsx'), new Set([w('invitations/utils/accept-form.ts')])],
    [w('org-units/hooks/use-form.ts'), new Set([w('users/api/get-user.ts')])],
    [w('parties/components/party-page.test.tsx'), new Set([w('users/testing/user-fixtures.ts')])],
  ]);
  const found = featureViolations(sample);
  // A relative specifier in a real file resolves into the other feature and is found.
  const relative = featureViolations(new Map([[own, new Set([resolve(own, '../../invitations/utils/accept-form')])]]));
  const ok =
    found.length === 2 &&
    found[0].includes('features/invitations/utils/accept-form.ts') &&
    found[1].includes('features/users/api/get-user.ts') &&
    relative.length === 1;
  if (!ok) {
    console.error(`self-test failed: feature boundaries found ${JSON.stringify([...found, ...relative])}`);
    process.exit(1);
  }
}

function selfTest() {
  featureSelfTest();
  const f = (name) => path.join(serverSrc, name);
  const ring = new Map([
    [f('modules/a.ts'), new Set([f('modules/b.ts')])],
    [f('modules/b.ts'), new Set([f('modules/c.ts')])],
    [f('modules/c.ts'), new Set([f('modules/a.ts')])],
    [f('lib/d.ts'), new Set([f('modules/a.ts')])],
  ]);
  const foundRing = cycles(ring).length === 1 && cycles(ring)[0].length === 3;
  const foundLayer = layerViolations(ring).length === 1 && layerViolations(ring)[0].includes('lib is below modules');
  const faces = new Map([
    [f('modules/a/service.ts'), new Set([f('modules/a/repository.ts'), f('modules/b/index.ts')])],
    [f('modules/b/service.ts'), new Set([f('modules/a/repository.ts')])],
    [f('seed/index.ts'), new Set([f('modules/a/index.ts'), f('modules/b/handlers.ts')])],
  ]);
  const foundFace =
    faceViolations(faces).length === 2 &&
    faceViolations(faces)[0].includes('modules/b/service.ts imports apps/server/src/modules/a/repository.ts') &&
    faceViolations(faces)[1].includes('seed/index.ts imports apps/server/src/modules/b/handlers.ts');
  const sql = new Map([
    [f('modules/a/service.ts'), "import { users } from '../../db/schema/index.js';\n"],
    [f('modules/a/policy.ts'), "import { and, eq } from 'drizzle-orm';\n"],
    [f('document-index/rows.ts'), "import { sql } from 'drizzle-orm';\n"],
    [f('modules/a/handlers.ts'), "import { type Queryable, openDatabase } from '../../db/client.js';\n"],
    [
      f('modules/a/ok.ts'),
      "import type { Queryable } from '../../db/client.js';\nimport { type Database } from '../../db/client.js';\n",
    ],
    [
      f('modules/a/repository.ts'),
      "import { eq } from 'drizzle-orm';\nimport { users } from '../../db/schema/index.js';\n",
    ],
    [f('modules/a/members-repository.ts'), "import { users } from '../../db/schema/index.js';\n"],
    [f('modules/a/repository/read.ts'), "import { users } from '../../../db/schema/index.js';\n"],
    [f('access/b.ts'), "import { users } from '../db/schema/index.js';\n"],
  ]);
  const foundSql =
    sqlViolations(sql).length === 4 &&
    ['a/service.ts', 'a/policy.ts', 'document-index/rows.ts', 'a/handlers.ts'].every((name, i) =>
      sqlViolations(sql)[i].includes(name),
    );
  const real = importGraph(roots.flatMap((r) => sourceFiles(path.join(root, r))));
  const edges = [...real.values()].reduce((n, s) => n + s.size, 0);
  if (!foundRing || !foundLayer || !foundFace || !foundSql || edges < 500) {
    console.error(
      `self-test failed: ring ${foundRing}, layer ${foundLayer}, face ${foundFace}, sql ${foundSql}, ${edges} real edges`,
    );
    process.exit(1);
  }
  console.log(`self-test passed (${real.size} files, ${edges} imports read)`);
}

function main() {
  if (process.argv.includes('--self-test')) return selfTest();
  const files = roots.flatMap((r) => sourceFiles(path.join(root, r)));
  const graph = importGraph(files);
  const problems = [
    ...cycles(graph).map((c) => `import cycle: ${c.map((f) => path.relative(root, f)).join(' -> ')}`),
    ...layerViolations(graph),
    ...faceViolations(graph),
    ...sqlViolations(new Map(files.map((file) => [file, readFileSync(file, 'utf8')]))),
    ...featureViolations(graph),
  ];
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
}

main();
