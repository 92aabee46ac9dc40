import { cpSync, createReadStream, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the viewer finds pdf.js's character maps, standard fonts and wasm decoders. */
export const PDFJS_ASSETS_BASE = '/pdfjs/';
const folders = ['cmaps', 'standard_fonts', 'wasm'] as const;

const pdfjsRoot = () => path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

const types: Record<string, string> = {
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.js': 'text/javascript',
};

/**
 * Serves pdf.js's data files from the installed package in development and copies them into
 * the build, so nothing is fetched from a CDN at run time (docs/design.md §2).
 */
export function pdfjsAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'docvue-pdfjs-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      const root = pdfjsRoot();
      server.middlewares.use(PDFJS_ASSETS_BASE, (req, res, next) => {
        const rel = decodeURIComponent((req.url ?? '').split('?')[0] ?? '').replace(/^\/+/, '');
        const [folder] = rel.split('/');
        const file = path.join(root, rel);
        if (!folders.includes(folder as (typeof folders)[number]) || !file.startsWith(root) || !existsSync(file)) {
          return next();
        }
        if (!statSync(file).isFile()) return next();
        res.setHeader('content-type', types[path.extname(file)] ?? 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
    writeBundle() {
      const root = pdfjsRoot();
      for (const folder of folders) {
        cpSync(path.join(root, folder), path.join(outDir, PDFJS_ASSETS_BASE, folder), { recursive: true });
      }
    },
  };
}
