import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The production build (build.mjs, as `npm run build` makes it) in a folder of this test's own
 * (apps/server/.build-<name>-<pid>: beside dist/, so packages and the web app are found the same
 * way; a developer's dist/ is left alone). Takes about a second; the server then starts in plain
 * Node, several times faster than through tsx.
 */
export async function buildServer(name: string): Promise<{ main: string; remove: () => Promise<void> }> {
  const outDir = path.join(serverDir, `.build-${name}-${process.pid}`);
  await promisify(execFile)(process.execPath, ['build.mjs', outDir], { cwd: serverDir });
  return { main: path.join(outDir, 'main.js'), remove: () => rm(outDir, { recursive: true, force: true }) };
}

/** The environment `npm run serve` gives the server: no loader of vitest's or tsx's through NODE_OPTIONS. */
export function serveEnv(): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  return env;
}
