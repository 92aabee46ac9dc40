import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer, serveEnv } from '../support/compiled-server.js';
import { freePort } from '../support/free-port.js';

/*
 * `npm run serve` as a process manager runs it (issue 46.5): the manager signals the process it
 * started — npm — and the server must hear it. npm runs a script through `sh -c`, which does not pass
 * a signal on, so without `exec` in both scripts (root package.json and apps/server/package.json)
 * npm exited and the server kept answering. This runs the repository's own two scripts, unchanged,
 * in a copy of the tree of their own (the two package.json files, the packages linked, the server
 * built into its dist/), so a developer's dist/ is left alone. The run against a PostgreSQL server
 * leaves it out (it would repeat it unchanged).
 */
const onServer = inject('dbTemplate').kind === 'postgres';
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoDir = path.resolve(serverDir, '../..');

describe.skipIf(onServer)('`npm run serve` and a SIGTERM sent to npm', () => {
  let tree: string;
  let npm: ChildProcess;
  let url: string;
  let output = '';

  beforeAll(async () => {
    tree = await mkdtemp(path.join(os.tmpdir(), 'docvue-serve-'));
    await mkdir(path.join(tree, 'apps/server'), { recursive: true });
    await copyFile(path.join(repoDir, 'package.json'), path.join(tree, 'package.json'));
    await copyFile(path.join(serverDir, 'package.json'), path.join(tree, 'apps/server/package.json'));
    await symlink(path.join(repoDir, 'node_modules'), path.join(tree, 'node_modules'));
    await symlink(path.join(repoDir, 'packages'), path.join(tree, 'packages'));
    await symlink(path.join(repoDir, 'apps/web'), path.join(tree, 'apps/web'));
    if (existsSync(path.join(serverDir, 'node_modules'))) {
      await symlink(path.join(serverDir, 'node_modules'), path.join(tree, 'apps/server/node_modules'));
    }
    // build.mjs into the copy's apps/server/dist, the folder the serve script names.
    const built = await buildServer('serve');
    await rm(path.join(tree, 'apps/server/dist'), { recursive: true, force: true });
    await cp(path.dirname(built.main), path.join(tree, 'apps/server/dist'), { recursive: true });
    await built.remove();

    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Detached: npm leads a process group of its own, so whatever outlives it is found in afterAll.
    npm = spawn('npm', ['run', 'serve'], {
      cwd: tree,
      detached: true,
      env: {
        ...serveEnv(),
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: path.join(tree, 'data'),
        SEED: 'none',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    npm.stdout!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-8000)));
    npm.stderr!.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-8000)));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (npm.exitCode !== null) throw new Error(`npm run serve stopped at start:\n${output}`);
      if (await answers()) break;
      if (Date.now() > deadline) throw new Error(`npm run serve did not start within 90 s:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 150_000);

  afterAll(async () => {
    // A server left answering (the failure this test is about) is ended with its group.
    if (npm?.pid) {
      try {
        process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // the group is gone: every process ended
      }
    }
    if (tree) await rm(tree, { recursive: true, force: true });
  });

  const answers = () =>
    fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );

  it('the server hears it, shuts down cleanly and stops answering; npm ends with it', async () => {
    expect(await answers()).toBe(true);
    const exited = new Promise<number | null>((r) => npm.once('exit', (code) => r(code)));
    npm.kill('SIGTERM');
    const code = await Promise.race([
      exited,
      new Promise<'still running'>((r) => setTimeout(r, 15_000, 'still running')),
    ]);
    expect(code, output).not.toBe('still running');
    // Give a server that missed the signal a moment in which it would still be answering.
    await new Promise((r) => setTimeout(r, 500));
    expect(await answers(), 'the server still answers after npm ended').toBe(false);
    expect(output).toContain('shutting down');
    expect(output).toContain('SIGTERM');
  }, 30_000);
});
