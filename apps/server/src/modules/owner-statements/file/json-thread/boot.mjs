// The entry of a revenue-file thread (measure-json-in-thread.ts). A worker thread starts without the
// parent's loader: in the production build (build.mjs) its code is compiled beside this file as
// measure-json-thread.js; otherwise it loads the TypeScript through tsx.
import { existsSync } from 'node:fs';

const compiled = new URL('./measure-json-thread.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('./measure-json-thread.ts', import.meta.url);
}
