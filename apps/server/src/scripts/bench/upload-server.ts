/**
 * The server side of `npm run bench:upload`, in a process of its own so that its memory is the
 * product's alone: the whole app as `npm start` builds it on an embedded database in a temporary
 * data folder, with one vendor company; jobs and request logs off unless asked (the upload is
 * measured, not the OCR after it). Prints one JSON line with its port, pid, a signed token and the
 * company, then serves until killed.
 *
 *   tsx upload-server.ts <data dir> [jobs] [logs]   (jobs: the job runner too, so that pages are read;
 *                                                    logs: the log level npm start has, to stdout)
 */
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { loadSigningKeys } from '../../lib/keys.js';
import { createBenchNetwork } from './network.js';

async function main() {
  const [dataDir, ...flags] = process.argv.slice(2);
  if (!dataDir) throw new Error('usage: upload-server.ts DATA_DIR [jobs] [logs]');
  const logs = flags.includes('logs');
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    SEED: 'none',
    PORT: '0',
    ...(logs ? {} : { LOG_LEVEL: 'silent' }),
  });
  const handle = await openDatabase({ dataDir: config.dataDir });
  await handle.migrate();
  // Company 0 of the bench network is a vendor, with an administrator.
  const [vendor] = (await createBenchNetwork(handle.db, 2)).companies;
  const app = await buildApp({
    config,
    database: handle,
    ...(logs ? {} : { logger: false }),
    serveWeb: false,
    runJobs: flags.includes('jobs'),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const keys = await loadSigningKeys(handle.db);
  const jwk = keys.privateJwks.keys[0]!;
  const token = await new SignJWT({ scope: 'openid profile email' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: 'at+jwt' })
    .setSubject(String(vendor!.userId))
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience ?? '')
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(await importJWK(jwk, 'RS256'));
  const port = (app.server.address() as { port: number }).port;
  console.log(JSON.stringify({ ready: true, port, pid: process.pid, token, companyId: vendor!.id }));
}

process.on('SIGTERM', () => process.exit(0));

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
