#!/usr/bin/env node
/**
 * The Node the README names runs every package the server needs at run time (issue 46.7): each
 * package of the server's runtime tree (its `dependencies`, theirs, and so on, as package-lock.json
 * resolves them; no dev packages, the web app's packages are bundled by the build) whose
 * `engines.node` leaves out the README's version fails the lint, with the chain that pulls it in.
 * Fix it by pinning a version that supports it (root package.json `overrides`), or by moving the
 * README, `engines`, CI and deploy/Dockerfile to a newer Node together.
 *
 * Also checked: the root package.json's `engines.node` says the same minimum as the README.
 * `node tools/check-engines.mjs --self-test` proves it finds what it looks for.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** "Node 20.19 or later" in the README's requirements line, as a full version (20.19.0). */
export function readmeNodeVersion(readme) {
  const found = /Node (\d+\.\d+(?:\.\d+)?) or later/.exec(readme);
  if (!found) throw new Error('README.md: no "Node X.Y or later" line');
  return semver.coerce(found[1]).version;
}

/** Where Node would find `name` required from the package at `from` (a lock key such as node_modules/a/node_modules/b). */
function resolve(packages, from, name) {
  let dir = from;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return undefined;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up === -1 ? '' : dir.slice(0, up);
  }
}

/** Each package of `workspace`'s runtime tree that `version` of Node does not satisfy, with how it is reached. */
export function unsupported(lock, workspace, version) {
  const packages = lock.packages;
  const found = [];
  const seen = new Set();
  const queue = [[workspace, [workspace]]];
  while (queue.length) {
    const [key, chain] = queue.shift();
    if (seen.has(key)) continue;
    seen.add(key);
    let entry = packages[key];
    let at = key;
    if (entry?.link) {
      at = entry.resolved;
      entry = packages[at];
    }
    if (!entry) continue;
    const range = entry.engines?.node;
    if (range && !semver.satisfies(version, range, { includePrerelease: true })) {
      found.push({ name: chain.at(-1), version: entry.version, range, chain });
    }
    const deps = { ...entry.dependencies, ...entry.optionalDependencies };
    for (const name of Object.keys(deps)) {
      const next = resolve(packages, at, name);
      // A missing optional dependency (another platform's binary) is not installed here.
      if (next) queue.push([next, [...chain, name]]);
    }
  }
  return found;
}

function selfTest() {
  const lock = {
    packages: {
      'apps/server': { dependencies: { a: '^1', b: '^1' } },
      'node_modules/a': { version: '1.0.0', engines: { node: '>=18' }, dependencies: { c: '^2' } },
      'node_modules/a/node_modules/c': { version: '2.0.0', engines: { node: '>=22' } },
      'node_modules/c': { version: '1.0.0', engines: { node: '>=18' } },
      'node_modules/b': { version: '1.0.0', optionalDependencies: { 'b-other-platform': '1' } },
      'node_modules/dev-only': { version: '1.0.0', dev: true, engines: { node: '>=24' } },
    },
  };
  const found = unsupported(lock, 'apps/server', '20.19.0');
  const ok =
    found.length === 1 &&
    found[0].chain.join(' > ') === 'apps/server > a > c' &&
    unsupported(lock, 'apps/server', '22.0.0').length === 0 &&
    readmeNodeVersion('Node 20.19 or later. The browser') === '20.19.0';
  if (!ok) {
    console.error('check-engines self-test failed:', JSON.stringify(found));
    process.exit(1);
  }
  console.log('check-engines self-test: ok');
}

function main() {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const version = readmeNodeVersion(readme);
  const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const problems = [];
  if (semver.minVersion(manifest.engines.node)?.version !== version) {
    problems.push(
      `package.json engines.node "${manifest.engines.node}" does not start at the README's Node ${version}`,
    );
  }
  for (const p of unsupported(lock, 'apps/server', version)) {
    problems.push(`${p.name}@${p.version} wants node ${p.range}, not ${version} (${p.chain.join(' > ')})`);
  }
  if (problems.length) {
    console.error(`Runtime packages that do not run on the README's Node ${version}:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`check-engines: every runtime package of the server runs on Node ${version}`);
}

if (process.argv.includes('--self-test')) selfTest();
else main();
