#!/usr/bin/env node
/**
 * The import rules ESLint cannot see file by file, checked over the whole graph:
 *
 * 1. No file imports itself through a ring of other files (server, web, contracts), and no ring
 *    joins the server's folders or its modules (a ring of modules needs no ring of files).
 * 2. Layers import downwards only: a folder may import its own layer and the ones below, never one
 *    above — the server's, the web's (tests aside) and the contracts' (`layersOf`, docs/ARCHITECTURE.md).
 *    A top-level folder or file in no layer fails: it would be checked by no layer rule.
 * 3. Each server module has one face: a file outside `modules/<m>/` may import `modules/<m>/index.ts`
 *    only, never the module's other files.
 * 4. SQL lives in repository files. In the domain code (`modules/` and the shared layers below it:
 *    `files/`, `document-history/`, `document-index/`, `webhook-events/`) only a repository file — `repository.ts`,
 *    `*-repository.ts`, or any file in a `repository/` folder — imports `drizzle-orm` (or a subpath)
 *    or anything under `db/`; the others may import from `db/` only types from `db/client.ts` (a
 *    database or transaction handle they pass on) and `db/unique-violation.ts` (recognising an error). The infrastructure below (db, lib, jobs, identity, access,
 *    plugins), the seed, the scripts and app/main may query where they need to.
 * 5. Web features do not import each other, by `@/features/…` or by a relative path.
 * 6. A face shows use cases and types: no `export *` in a module's `index.ts`, and none of the values
 *    it exports comes from a repository file.
 *
 * Imports are read by the TypeScript parser, in TypeScript and JavaScript (`.mjs` thread entries):
 * static imports and exports, `import()` and `require()` anywhere, `import('./x').T` in types, and
 * paths resolved against the file (`new URL('./boot.mjs', import.meta.url)`, a thread's entry).
 *
 * Why a script and not eslint-plugin-import-x: that plugin needs unrs-resolver, whose
 * per-platform binaries our registry mirror does not carry, so `npm ci` on a clean clone
 * refused the lock file. Relative imports and the web's `@/` alias are all this code uses,
 * so resolving them by hand is exact. `node tools/check-imports.mjs --self-test` proves the
 * checks find what they look for.
 */
import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

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

/**
 * The web's layers (STYLE.md: app → features → shared, one way). Tests (`*.test.ts(x)`) and their
 * helpers (`testing/` folders) may import anything.
 */
export const webLayers = [
  ['lib'],
  ['hooks'],
  ['components'],
  ['features'],
  ['app'],
  ['main.tsx', 'vite-env.d.ts'],
  ['testing'],
];

/** The contracts: the schemas (every top-level file, `*`), the calls declared over them, the package's face. */
export const contractsLayers = [['*'], ['api'], ['index.ts']];

/** Each root's layers: a top-level folder or file in none of them fails the check (it would be in no layer). */
export const layersOf = {
  'apps/server/src': serverLayers,
  'apps/web/src': webLayers,
  'packages/contracts/src': contractsLayers,
};

/** What the checks read: TypeScript, and the JavaScript of thread entries (`boot.mjs`) and the like. */
const sourceName = /\.(tsx?|mts|cts|mjs|cjs|js)$/;

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return ['node_modules', 'migrations', 'dist'].includes(name) ? [] : sourceFiles(full);
    return sourceName.test(name) ? [full] : [];
  });
}

const scriptKinds = { '.ts': 'TS', '.mts': 'TS', '.cts': 'TS', '.tsx': 'TSX', '.jsx': 'JSX' };

const isImportMetaUrl = (node) =>
  ts.isPropertyAccessExpression(node) &&
  node.name.text === 'url' &&
  ts.isMetaProperty(node.expression) &&
  node.expression.keywordToken === ts.SyntaxKind.ImportKeyword;

/**
 * Every place a file names another, read by the TypeScript parser (not by pattern, which missed
 * `foo(import('./x'))` and template paths): `import`/`export … from`, `import x = require()`,
 * `import()` and `require()` anywhere, `import('./x').T` in types, and a path resolved against the
 * file itself — `new URL('./x', import.meta.url)` (a thread's entry) or `tsImport('./x', import.meta.url)`.
 * A path is a string or a template without substitutions. Each: `spec`; `typeOnly` (ties files but
 * runs nothing); for static declarations `declaration` ('import' | 'export'), the bindings (`names`:
 * `{ name, as, typeOnly }`, `default`/`*` included) or `star` for `export * (as x) from`.
 * `localExports`: `export { a as b }` without a path (`{ name, as, typeOnly }`).
 */
export function readSource(file, text) {
  const kind = ts.ScriptKind[scriptKinds[path.extname(file)] ?? 'JS'];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const references = [];
  const localExports = [];
  const pathOf = (node) => (node && ts.isStringLiteralLike(node) ? node.text : undefined);
  const add = (spec, fields) => spec !== undefined && references.push({ spec, typeOnly: false, ...fields });
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const names = [];
      if (clause?.name) names.push({ name: 'default', as: clause.name.text, typeOnly: clause.isTypeOnly });
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings))
        names.push({ name: '*', as: bindings.name.text, typeOnly: clause.isTypeOnly });
      if (bindings && ts.isNamedImports(bindings))
        for (const e of bindings.elements)
          names.push({
            name: (e.propertyName ?? e.name).text,
            as: e.name.text,
            typeOnly: clause.isTypeOnly || e.isTypeOnly,
          });
      // `import 'x'` runs x; `import {} from 'x'` does not, and ties nothing.
      const typeOnly = Boolean(clause) && names.every((n) => n.typeOnly);
      add(pathOf(node.moduleSpecifier), { declaration: 'import', names, typeOnly });
    } else if (ts.isExportDeclaration(node)) {
      const spec = pathOf(node.moduleSpecifier);
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((e) => ({
              name: (e.propertyName ?? e.name).text,
              as: e.name.text,
              typeOnly: node.isTypeOnly || e.isTypeOnly,
            }))
          : [];
      if (spec === undefined) localExports.push(...names);
      else
        add(spec, {
          declaration: 'export',
          names,
          star: !clause || ts.isNamespaceExport(clause),
          typeOnly: node.isTypeOnly || (Boolean(clause) && names.length > 0 && names.every((n) => n.typeOnly)),
        });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(pathOf(node.moduleReference.expression), { typeOnly: node.isTypeOnly });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(pathOf(node.argument.literal), { typeOnly: true });
    } else if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const [first, second] = node.arguments ?? [];
      const callee = node.expression;
      if (ts.isCallExpression(node) && callee.kind === ts.SyntaxKind.ImportKeyword) add(pathOf(first));
      else if (ts.isCallExpression(node) && ts.isIdentifier(callee) && callee.text === 'require') add(pathOf(first));
      else if (second && isImportMetaUrl(second)) add(pathOf(first));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { references, localExports };
}

/** The file a specifier lands on, when it is one of ours (relative, or the web's `@/`). */
/**
 * The file a specifier lands on, when it is one of ours (relative, or the web's `@/`). `sources`:
 * files known besides those on the disk (the self-test's).
 */
function resolve(fromFile, spec, sources) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(fromFile), spec);
  else {
    const alias = Object.keys(aliases).find((a) => spec.startsWith(a));
    if (!alias) return undefined;
    base = path.join(root, aliases[alias], spec.slice(alias.length));
  }
  const isFile = (f) => sourceName.test(f) && (sources?.has(f) || (existsSync(f) && statSync(f).isFile()));
  // A file named as it is (`./boot.mjs`, `./pdf-thread.ts`); else TypeScript's way: `./x.js` is x.ts.
  if (isFile(base)) return base;
  const stem = base.replace(/\.(js|jsx|ts|tsx)$/, '');
  const mts = base.replace(/\.mjs$/, '.mts');
  return [`${stem}.ts`, `${stem}.tsx`, mts, path.join(stem, 'index.ts'), path.join(stem, 'index.tsx')].find(isFile);
}

/** file → what readSource found in it. */
export function readSources(files) {
  return new Map(files.map((file) => [file, readSource(file, readFileSync(file, 'utf8'))]));
}

/** file → the files it names (`sources`: file → readSource's answer). */
export function importGraph(sources) {
  const graph = new Map();
  for (const [file, { references }] of sources) {
    const targets = new Set();
    for (const { spec } of references) {
      const target = resolve(file, spec);
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

/** The root (of `layersOf`) a file is in, its top-level entry and that entry's layer (undefined: in none). */
function layerOf(file) {
  const rootName = Object.keys(layersOf).find((r) => file.startsWith(path.join(root, r) + path.sep));
  if (!rootName) return undefined;
  const parts = path.relative(path.join(root, rootName), file).split(path.sep);
  const [top] = parts;
  const layers = layersOf[rootName];
  let rank = layers.findIndex((layer) => layer.includes(top));
  // `*`: any top-level file named in no layer (the contracts' schemas).
  if (rank < 0 && parts.length === 1) rank = layers.findIndex((layer) => layer.includes('*'));
  return { rootName, top, rank };
}

/** Tests and their helpers (a `testing/` folder, the web's or a feature's). */
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.split(path.sep).includes('testing');

export function layerViolations(graph) {
  const found = [];
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    if (!from || from.rank < 0 || (from.rootName !== 'apps/server/src' && isTest(file))) continue;
    for (const target of targets) {
      const to = layerOf(target);
      if (to && to.rootName === from.rootName && to.rank > from.rank)
        found.push(
          `${path.relative(root, file)} imports ${path.relative(root, target)}: ${from.top} is below ${to.top}; lower layers do not import higher ones.`,
        );
    }
  }
  return found;
}

/**
 * A top-level folder or file of a root that is in none of its layers: its imports would be checked by
 * no layer rule, so a new one is placed in `layersOf` (and docs/ARCHITECTURE.md) when it is made.
 * `entries`: root → its top-level `{ name, folder }`.
 */
export function unplacedEntries(entries) {
  const found = [];
  for (const [rootName, list] of entries) {
    const layers = layersOf[rootName];
    const wildcard = layers.some((layer) => layer.includes('*'));
    for (const { name, folder } of list) {
      if (!folder && !sourceName.test(name)) continue;
      if (layers.some((layer) => layer.includes(name)) || (!folder && wildcard)) continue;
      found.push(
        `${rootName}/${name}: a top-level ${folder ? 'folder' : 'file'} in no layer; add it to layersOf in tools/check-imports.mjs and to docs/ARCHITECTURE.md.`,
      );
    }
  }
  return found;
}

function topLevelEntries() {
  return new Map(
    Object.keys(layersOf).map((r) => [
      r,
      readdirSync(path.join(root, r), { withFileTypes: true }).map((d) => ({ name: d.name, folder: d.isDirectory() })),
    ]),
  );
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

/**
 * 1b. No ring between the server's folders, nor between its modules: a ring of modules can exist
 *     without a ring of files (search → document-lists → documents → search once did).
 */
function unitOf(file) {
  const [top, second, ...rest] = path.relative(serverSrc, file).split(path.sep);
  return top === 'modules' && rest.length ? `modules/${second}` : top;
}

export function unitRings(graph) {
  const units = new Map();
  const via = new Map();
  for (const [file, targets] of graph) {
    if (!file.startsWith(serverSrc + path.sep)) continue;
    const from = unitOf(file);
    if (!units.has(from)) units.set(from, new Set());
    for (const target of targets) {
      if (!target.startsWith(serverSrc + path.sep)) continue;
      const to = unitOf(target);
      if (to === from) continue;
      units.get(from).add(to);
      via.set(`${from} -> ${to}`, path.relative(serverSrc, file));
    }
  }
  return cycles(units).map(
    (ring) =>
      `a ring of server folders or modules: ${ring
        .flatMap((a) => ring.filter((b) => units.get(a).has(b)).map((b) => `${a} -> ${b} (${via.get(`${a} -> ${b}`)})`))
        .join('; ')}`,
  );
}

/**
 * 6. A face shows use cases and types: a module's `index.ts` names what it exports (no `export *`),
 *    and none of its values comes from a repository file (a file whose name has `repository`, or
 *    a `repository/` folder), followed through the files that pass it on (`export { x } from`, or
 *    imported and exported again). Other modules call the use case; the queries stay inside.
 *    KNOWN_FACE_LEAKS: those found when the rule came (issue 42), being moved behind use cases; to
 *    be emptied, and a listed leak that is gone fails the check so the list cannot go stale.
 */
export const KNOWN_FACE_LEAKS = [];

const isRepositoryName = (file) =>
  path.basename(file).includes('repository') || path.relative(serverSrc, file).split(path.sep).includes('repository');

/** The file where `name`, exported by `file`, is made: followed through re-exports and imports passed on. */
function originOf(sources, file, name, seen = new Set()) {
  const key = `${file}#${name}`;
  const source = sources.get(file);
  if (!source || seen.has(key)) return file;
  seen.add(key);
  const follow = (spec, imported) => {
    const target = resolve(file, spec, sources);
    return target && imported !== '*' ? originOf(sources, target, imported, seen) : file;
  };
  for (const ref of source.references) {
    const named = ref.declaration === 'export' && ref.names.find((n) => n.as === name);
    if (named) return follow(ref.spec, named.name);
  }
  const local = source.localExports.find((n) => n.as === name);
  if (local)
    for (const ref of source.references) {
      const imported = ref.declaration === 'import' && ref.names.find((n) => n.as === local.name);
      if (imported) return follow(ref.spec, imported.name);
    }
  return file;
}

/** Every leak of every face, as `modules/<m>/index.ts: <name>` (or `: export * from <path>`). */
export function faceLeaks(sources) {
  const found = [];
  for (const [file, source] of sources) {
    const [top, , name, ...rest] = path.relative(serverSrc, file).split(path.sep);
    if (top !== 'modules' || name !== 'index.ts' || rest.length) continue;
    const face = path.relative(serverSrc, file);
    const exported = [
      ...source.references.filter((r) => r.declaration === 'export' && !r.star).flatMap((r) => r.names),
      ...source.localExports,
    ];
    for (const ref of source.references)
      if (ref.declaration === 'export' && ref.star) found.push(`${face}: export * from ${ref.spec}`);
    for (const { as, typeOnly } of exported) {
      if (typeOnly) continue;
      if (isRepositoryName(originOf(sources, file, as))) found.push(`${face}: ${as}`);
    }
  }
  return found;
}

/** The leaks not in `known`, and the known ones no longer found. */
export function faceExportViolations(sources, known = KNOWN_FACE_LEAKS) {
  const leaks = faceLeaks(sources);
  return [
    ...leaks
      .filter((leak) => !known.includes(leak))
      .map(
        (leak) =>
          `apps/server/src/${leak}: a module's face exports use cases and types only — not a repository's functions, nor export *.`,
      ),
    ...known
      .filter((leak) => !leaks.includes(leak))
      .map((leak) => `KNOWN_FACE_LEAKS lists "${leak}", which is no longer a leak: remove it from the list.`),
  ];
}

/** The domain code, where SQL lives in repository files only (rule 4). */
const domainLayers = ['modules', 'files', 'document-history', 'document-index', 'webhook-events'];

export function isRepositoryFile(file) {
  const parts = path.relative(serverSrc, file).split(path.sep);
  const name = parts[parts.length - 1];
  return name === 'repository.ts' || name.endsWith('-repository.ts') || parts.slice(0, -1).includes('repository');
}

/** `sources`: file → readSource's answer. */
export function sqlViolations(sources) {
  const db = path.join(serverSrc, 'db');
  const client = path.join(db, 'client.ts');
  const errorRecognisers = [path.join(db, 'unique-violation.ts')];
  const found = [];
  for (const [file, { references }] of sources) {
    const [top] = path.relative(serverSrc, file).split(path.sep);
    if (!domainLayers.includes(top) || isRepositoryFile(file)) continue;
    for (const { spec, typeOnly } of references) {
      const target = spec.startsWith('.') ? resolve(file, spec) : undefined;
      const querying =
        spec === 'drizzle-orm' ||
        spec.startsWith('drizzle-orm/') ||
        (target?.startsWith(db + path.sep) && !errorRecognisers.includes(target) && !(target === client && typeOnly));
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
    sqlViolations(asSources(sql)).length === 4 &&
    ['a/service.ts', 'a/policy.ts', 'document-index/rows.ts', 'a/handlers.ts'].every((name, i) =>
      sqlViolations(asSources(sql))[i].includes(name),
    );
  const real = importGraph(readSources(roots.flatMap((r) => sourceFiles(path.join(root, r)))));
  const edges = [...real.values()].reduce((n, s) => n + s.size, 0);
  // The thread entries are read: a PDF thread's boot.mjs is reached, and it reaches the thread's code.
  const boot = f('ocr/thread/boot.mjs');
  const readsThreads =
    real.get(f('ocr/thread/pdf-threads.ts'))?.has(boot) && real.get(boot)?.has(f('ocr/thread/pdf-thread.ts'));
  const checks = {
    ring: foundRing,
    layer: foundLayer,
    face: foundFace,
    sql: foundSql,
    parser: parserSelfTest(),
    placed: placedSelfTest(),
    webLayers: webLayerSelfTest(),
    faceExports: faceExportSelfTest(),
    moduleRing: unitRingSelfTest(),
    threads: Boolean(readsThreads),
    realEdges: edges >= 500,
  };
  const failed = Object.entries(checks).filter(([, ok]) => !ok);
  if (failed.length) {
    console.error(`self-test failed: ${failed.map(([name]) => name).join(', ')} (${edges} real edges)`);
    process.exit(1);
  }
  console.log(`self-test passed (${real.size} files, ${edges} imports read)`);
}

const asSources = (texts) => new Map([...texts].map(([file, text]) => [file, readSource(file, text)]));

/** Every form of reference is read, in JavaScript too, and nothing that only looks like one. */
function parserSelfTest() {
  const text = [
    "import { a } from './a.js';",
    "import type { B } from './b.js';",
    "export * from './c.js';",
    "export { type D, e } from './d.js';",
    "const later = foo(import('./f.js'));",
    'const templated = import(`./g.js`);',
    "const required = require('./h.cjs');",
    "const worker = new Worker(new URL('./i/boot.mjs', import.meta.url));",
    "await tsImport('./j.ts', import.meta.url);",
    "let t: import('./k.js').K;",
    // Not references: a template with a substitution, a string in a comment, a URL not of this file.
    'const dynamic = import(`./${name}.js`);',
    "// import { z } from './z.js';",
    "const away = new URL('./y.js', 'https://example.com/');",
  ].join('\n');
  const found = readSource(path.join(serverSrc, 'lib/sample.ts'), text).references;
  const specs = found.map((r) => r.spec).join(' ');
  const js = readSource(path.join(serverSrc, 'lib/boot.mjs'), "await import(new URL('./x.js', import.meta.url).href);");
  return (
    specs === './a.js ./b.js ./c.js ./d.js ./f.js ./g.js ./h.cjs ./i/boot.mjs ./j.ts ./k.js' &&
    found
      .filter((r) => r.typeOnly)
      .map((r) => r.spec)
      .join(' ') === './b.js ./k.js' &&
    found[2].star === true &&
    js.references.map((r) => r.spec).join(' ') === './x.js'
  );
}

/** A top-level folder or file in no layer is found, in each root. */
function placedSelfTest() {
  const found = unplacedEntries(
    new Map([
      [
        'apps/server/src',
        [
          { name: 'lib', folder: true },
          { name: 'reports', folder: true },
          { name: 'extra.ts', folder: false },
        ],
      ],
      [
        'apps/web/src',
        [
          { name: 'features', folder: true },
          { name: 'widgets', folder: true },
        ],
      ],
      [
        'packages/contracts/src',
        [
          { name: 'party.ts', folder: false },
          { name: 'api', folder: true },
          { name: 'v2', folder: true },
        ],
      ],
    ]),
  );
  return (
    found.length === 4 &&
    ['apps/server/src/reports', 'apps/server/src/extra.ts', 'apps/web/src/widgets', 'packages/contracts/src/v2'].every(
      (entry, i) => found[i].startsWith(`${entry}:`),
    )
  );
}

/** The web's shared pieces do not import features or the app; tests may. */
function webLayerSelfTest() {
  const w = (name) => path.join(root, 'apps/web/src', name);
  const found = layerViolations(
    new Map([
      [w('components/table.tsx'), new Set([w('features/parties/api/get-party.ts'), w('lib/format.ts')])],
      [w('lib/format.test.ts'), new Set([w('features/parties/api/get-party.ts')])],
      [w('features/parties/testing/fixtures.ts'), new Set([w('testing/fake-api.ts')])],
      [w('app/router.tsx'), new Set([w('features/parties/components/party-page.tsx')])],
    ]),
  );
  return found.length === 1 && found[0].includes('components is below features');
}

/** A face passing on a repository's function (directly, through a file, or imported and exported) or `export *`. */
function faceExportSelfTest() {
  const m = (name) => path.join(serverSrc, 'modules', name);
  const sources = asSources(
    new Map([
      [
        m('a/index.ts'),
        [
          "export { doThing } from './do-thing.js';",
          "export { readRows, type Row } from './repository.js';",
          "export { passedOn } from './machine.js';",
          "import { imported } from './rows-repository.js';",
          'export { imported };',
          "export * from './templates/index.js';",
        ].join('\n'),
      ],
      [m('a/do-thing.ts'), "import { readRows } from './repository.js';\nexport const doThing = () => readRows();"],
      [m('a/machine.ts'), "export { passedOn } from './repository.js';"],
      [m('a/repository.ts'), 'export const readRows = () => [];\nexport const passedOn = 1;\nexport type Row = {};'],
      [m('a/rows-repository.ts'), 'export const imported = 1;'],
      [m('a/templates/index.ts'), 'export const template = 1;'],
      [m('a/inner/index.ts'), "export { readRows } from '../repository.js';"],
    ]),
  );
  const leaks = faceLeaks(sources);
  const expected = [
    'modules/a/index.ts: export * from ./templates/index.js',
    'modules/a/index.ts: readRows',
    'modules/a/index.ts: passedOn',
    'modules/a/index.ts: imported',
  ];
  const listed = faceExportViolations(sources, [...expected.slice(1), 'modules/b/index.ts: gone']);
  return (
    JSON.stringify(leaks) === JSON.stringify(expected) &&
    listed.length === 2 &&
    listed[0].includes('export * from') &&
    listed[1].includes('modules/b/index.ts: gone')
  );
}

/** Modules in a ring with no ring of files. */
function unitRingSelfTest() {
  const m = (name) => path.join(serverSrc, 'modules', name);
  const graph = new Map([
    [m('search/run.ts'), new Set([m('document-lists/index.ts')])],
    [m('document-lists/index.ts'), new Set([m('document-lists/list.ts')])],
    [m('document-lists/list.ts'), new Set([m('documents/index.ts')])],
    [m('documents/index.ts'), new Set([m('search/index.ts')])],
    [m('search/index.ts'), new Set()],
  ]);
  const found = unitRings(graph);
  return cycles(graph).length === 0 && found.length === 1 && found[0].includes('modules/documents -> modules/search');
}

function main() {
  if (process.argv.includes('--self-test')) return selfTest();
  const sources = readSources(roots.flatMap((r) => sourceFiles(path.join(root, r))));
  const graph = importGraph(sources);
  const problems = [
    ...cycles(graph).map((c) => `import cycle: ${c.map((f) => path.relative(root, f)).join(' -> ')}`),
    ...unplacedEntries(topLevelEntries()),
    ...layerViolations(graph),
    ...faceViolations(graph),
    ...faceExportViolations(sources),
    ...unitRings(graph),
    ...sqlViolations(sources),
    ...featureViolations(graph),
  ];
  for (const p of problems) console.error(p);
  if (problems.length) process.exit(1);
}

// Run as a script (`npm run lint`); imported, it only lends its functions.
// Both paths resolved through links: a linked checkout must not skip the check.
if (process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url))) main();
