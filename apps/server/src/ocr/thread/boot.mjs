// The entry of a PDF worker thread. A worker thread starts without the parent's loader (vitest's or
// tsx's, for one): in the production build (`npm run build`, build.mjs) the thread's code is compiled
// beside this file as pdf-thread.js; otherwise (`npm start`, tests) it loads the TypeScript through tsx.
//
// pdf.js is loaded first, by Node alone and with source maps off: through tsx's loader (which
// turns source maps on, and Node then reads pdf.js's 8 MB of maps) a PDF thread took 230 MB of
// RSS at its start instead of 100 MB (docs/benchmarks.md, "Big files"). Its fake worker (the
// parser, which runs in this thread) is found through `globalThis.pdfjsWorker`, so pdf.js does
// not load it again; `register`, not `tsImport`, whose namespace would load pdf.js a second time.
import { existsSync } from 'node:fs';

process.setSourceMapsEnabled(false);
globalThis.pdfjsWorker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
await import('pdfjs-dist/legacy/build/pdf.mjs');
const compiled = new URL('./pdf-thread.js', import.meta.url);
if (existsSync(compiled)) {
  await import(compiled.href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  process.setSourceMapsEnabled(false);
  await import('./pdf-thread.ts');
}
