// The production build of the server (`npm run build`): its TypeScript compiled to JavaScript in
// dist/, so `npm run serve` (node dist/main.js) runs without tsx. esbuild bundles the server's own
// code and the contracts (a workspace package that ships TypeScript); every other package stays in
// node_modules, loaded as it is. Files are placed where the code looks for them beside itself
// (`new URL('./…', import.meta.url)`), now relative to dist/main.js:
//   dist/main.js                          the server (src/main.ts)
//   dist/migrations/                      db/client.ts's migrationsFolder
//   dist/boot.mjs, dist/pdf-thread.js     a PDF thread (ocr/thread/pdf-threads.ts)
//   dist/xlsx-thread/boot.mjs, …/read-xlsx-thread.js   a spreadsheet thread (parties/import/read-xlsx.ts)
//   dist/file-thread/boot.mjs, …/statement-file-thread.js   a revenue file's thread (owner-statements/read-statement-file.ts)
//   dist/pidx-thread/boot.mjs, …/read-pidx-thread.js   a PIDX thread (pidx/read-pidx-in-thread.ts)
//   dist/json-thread/boot.mjs, …/measure-json-thread.js   a revenue-file thread (owner-statements/file/measure-json-in-thread.ts)
//   dist/hashing-thread/hash-and-write.mjs   an upload's hashing thread (lib/hashing-thread.ts), JavaScript as it is
// and the web app is found at ../../web/dist, as from src/ (app.ts).
import { cp, copyFile, mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
// Another folder may be named (the build test's); it must be as deep in apps/server as dist/ is,
// where the packages in node_modules and the web app at ../../web/dist are found the same way.
const dist = path.resolve(here, process.argv[2] ?? 'dist');
const pkg = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
// Bundled: our own code and the contracts. External: every package the server depends on, and
// anything under it (`pdfjs-dist/legacy/build/pdf.mjs`).
const external = Object.keys(pkg.dependencies)
  .filter((name) => name !== '@docvue/contracts')
  .flatMap((name) => [name, `${name}/*`]);

const started = Date.now();
await rm(dist, { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: 'linked',
  logLevel: 'warning',
  // Stack traces and the log keep the names of functions and classes (errors are matched by name).
  keepNames: true,
};
await build({
  ...common,
  entryPoints: {
    main: path.join(here, 'src/main.ts'),
    'pdf-thread': path.join(here, 'src/ocr/thread/pdf-thread.ts'),
    'xlsx-thread/read-xlsx-thread': path.join(here, 'src/modules/parties/import/xlsx-thread/read-xlsx-thread.ts'),
    'file-thread/statement-file-thread': path.join(
      here,
      'src/modules/owner-statements/file-thread/statement-file-thread.ts',
    ),
    'pidx-thread/read-pidx-thread': path.join(here, 'src/modules/pidx/pidx-thread/read-pidx-thread.ts'),
    'json-thread/measure-json-thread': path.join(
      here,
      'src/modules/owner-statements/file/json-thread/measure-json-thread.ts',
    ),
  },
  outdir: dist,
});
await cp(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
await copyFile(path.join(here, 'src/ocr/thread/boot.mjs'), path.join(dist, 'boot.mjs'));
await mkdir(path.join(dist, 'xlsx-thread'), { recursive: true });
await copyFile(
  path.join(here, 'src/modules/parties/import/xlsx-thread/boot.mjs'),
  path.join(dist, 'xlsx-thread/boot.mjs'),
);
await mkdir(path.join(dist, 'file-thread'), { recursive: true });
await copyFile(
  path.join(here, 'src/modules/owner-statements/file-thread/boot.mjs'),
  path.join(dist, 'file-thread/boot.mjs'),
);
await mkdir(path.join(dist, 'pidx-thread'), { recursive: true });
await copyFile(path.join(here, 'src/modules/pidx/pidx-thread/boot.mjs'), path.join(dist, 'pidx-thread/boot.mjs'));
await mkdir(path.join(dist, 'json-thread'), { recursive: true });
await copyFile(
  path.join(here, 'src/modules/owner-statements/file/json-thread/boot.mjs'),
  path.join(dist, 'json-thread/boot.mjs'),
);
await mkdir(path.join(dist, 'hashing-thread'), { recursive: true });
await copyFile(
  path.join(here, 'src/lib/hashing-thread/hash-and-write.mjs'),
  path.join(dist, 'hashing-thread/hash-and-write.mjs'),
);
console.log(`server built in ${Date.now() - started} ms: ${path.relative(process.cwd(), dist)}/main.js`);
