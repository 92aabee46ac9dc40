import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * The server's module graph must leave JavaScript's built-ins alone. pdf.js's legacy build, once
 * imported by the main thread through the OCR barrel, replaced `Array.prototype.push` with a
 * core-js function on Node 20: every push in the process (Drizzle, pg) ran in JavaScript, 7% of the
 * CPU of a document open under load. A fresh process (test files share nothing) imports what
 * `npm start` imports and lists the built-ins that are no longer V8's own.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const probe = `
const holders = {
  Array, 'Array.prototype': Array.prototype, Object, 'Object.prototype': Object.prototype, Promise,
  'Promise.prototype': Promise.prototype, 'String.prototype': String.prototype, 'Map.prototype': Map.prototype,
  'Set.prototype': Set.prototype, Uint8Array, 'Uint8Array.prototype': Uint8Array.prototype,
  'TypedArray.prototype': Object.getPrototypeOf(Uint8Array.prototype), JSON, structuredClone: { structuredClone },
};
const isNative = (f) => /\\{\\s*\\[native code\\]\\s*\\}$/.test(Function.prototype.toString.call(f));
const snapshot = () => {
  const out = {};
  for (const [name, holder] of Object.entries(holders))
    for (const key of Object.getOwnPropertyNames(holder)) {
      const d = Object.getOwnPropertyDescriptor(holder, key);
      if (typeof d.value === 'function') out[name + '.' + key] = isNative(d.value);
    }
  return out;
};
const before = snapshot();
await import('./src/app.ts');
await import('./src/seed/index.ts');
const after = snapshot();
const replaced = Object.keys(after).filter((k) => before[k] !== false && after[k] === false);
const added = Object.keys(after).filter((k) => !(k in before));
console.log(JSON.stringify({ replaced, added }));
`;

describe('built-ins', () => {
  it('are neither replaced nor added to by the modules the server loads', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', probe],
      { cwd: serverDir, env: { ...process.env, NODE_ENV: 'production' } },
    );
    const { replaced, added } = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
      replaced: string[];
      added: string[];
    };
    expect(replaced).toEqual([]);
    expect(added).toEqual([]);
  }, 60_000);
});
