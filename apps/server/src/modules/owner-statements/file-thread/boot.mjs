// The entry of a revenue file's thread (owner-statements/read-statement-file.ts). A worker thread
// starts without the parent's loader (vitest's or tsx's, for one): in the production build (`npm run
// build`, build.mjs) its code is compiled beside this file as statement-file-thread.js; otherwise it
// loads the TypeScript through tsx.
import { existsSync } from 'node:fs';

const compiled = new URL('./statement-file-thread.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { tsImport } = await import('tsx/esm/api');
  await tsImport('./statement-file-thread.ts', import.meta.url);
}
