#!/usr/bin/env node
// The JavaScript a browser downloads for the first screens, gzipped, from the build's chunk graph
// (vite's manifest): the entry and everything it imports statically, plus each first screen's
// route chunk and its static imports. Fails above the budget (docs/history.md §17: < 300 KB gzipped).
//   node tools/first-screen-budget.mjs [webDist] [budgetKB]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? process.env.WEB_DIST ?? 'apps/web/dist';
const budget = Number(process.argv[3] ?? 300) * 1000;
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = new Map();
const sizeOf = (key) => {
  if (!gz.has(key)) gz.set(key, gzipSync(readFileSync(path.join(dist, manifest[key].file))).length);
  return gz.get(key);
};
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key].file.endsWith('.js')) return seen;
  seen.add(key);
  for (const i of manifest[key].imports ?? []) closure(i, seen);
  return seen;
}
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
// The screens people land on: sign-in (the entry alone), then the home dashboard.
const screens = { 'sign-in': [], home: ['src/app/routes/home.tsx'] };
let failed = false;
for (const [name, routes] of Object.entries(screens)) {
  const keys = routes.reduce((seen, r) => closure(r, seen), closure(entry));
  const total = [...keys].reduce((s, k) => s + sizeOf(k), 0);
  const ok = total <= budget;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${name.padEnd(8)} ${(total / 1000).toFixed(1)} KB gzipped JavaScript (budget ${budget / 1000} KB)`,
  );
}
process.exit(failed ? 1 : 0);
