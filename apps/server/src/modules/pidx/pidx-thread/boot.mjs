// The entry of a PIDX thread (read-pidx-in-thread.ts). A worker thread starts without the parent's
// loader: in the production build (build.mjs) its code is compiled beside this file as
// read-pidx-thread.js; otherwise it loads the TypeScript through tsx.
import { existsSync } from 'node:fs';

const compiled = new URL('./read-pidx-thread.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('./read-pidx-thread.ts', import.meta.url);
}
