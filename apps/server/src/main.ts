import { buildApp } from './app.js';
import { ConfigError, loadConfig, withSecretFiles } from './config.js';
import { openDatabase } from './db/client.js';
import { configuredBlobStore } from './lib/configured-blob-store.js';
import { startupBanner } from './lib/startup-banner.js';
import { seedDemoNetwork, demoLoginTable } from './seed/index.js';

/** How long requests in flight may finish after SIGTERM before their connections are cut. */
const CONNECTION_GRACE_MS = 5_000;
/** A shutdown never takes longer than this, after the drain (SHUTDOWN_DRAIN_SECONDS). */
const SHUTDOWN_LIMIT_MS = 10_000;

async function main(): Promise<void> {
  let config;
  try {
    // NAME_FILE settings (config.ts secretSettings) into the process's environment, where the AWS SDK
    // reads its own; loadConfig then finds them there.
    const env = withSecretFiles(process.env);
    for (const key of Object.keys(process.env)) if (!(key in env)) delete process.env[key];
    Object.assign(process.env, env);
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, ...config.database });
  await database.migrate();
  // One store for the app and the demo seed: the bodies the seed puts are the ones the app reads.
  const blobs = configuredBlobStore(config);
  let app;
  try {
    app = await buildApp({ config, database, webDist: config.webDist, blobs });
  } catch (err) {
    // An external issuer that names itself otherwise than OIDC_ISSUER (lib/oidc-issuer.ts).
    if (err instanceof ConfigError) {
      console.error(err.message);
      await database.close();
      process.exit(2);
    }
    throw err;
  }

  if (config.seed === 'demo') {
    // Under the start lock: of processes started together on an empty database, one seeds and
    // the others find its companies (db/start-lock.ts).
    const seeded = await database.exclusively(() =>
      seedDemoNetwork(database.db, { log: app.log, dataDir: config.dataDir, blobStore: blobs }),
    );
    if (seeded) app.log.info('demo network seeded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // A deploy's stop (SIGTERM) drains first, so the proxy loses no request (plugins/app/draining.ts,
    // README "Rolling restart"); Ctrl-C in a terminal does not wait.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    // Bounded: the drain, then at most 5 s for the proxy's connections to end (plugins/app/draining.ts).
    if (drainMs > 0) await app.drain(drainMs);
    // A client that holds a request open (an upload that never ends) does not hold up the shutdown:
    // its connection is cut after a grace period, and the process ends within SHUTDOWN_LIMIT_MS
    // whatever is left (a process manager would kill it anyway, without the log line).
    setTimeout(() => app.server.closeAllConnections(), CONNECTION_GRACE_MS).unref();
    setTimeout(() => {
      app.log.warn('shutdown: still busy after %d ms, ending now', SHUTDOWN_LIMIT_MS);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  console.log(startupBanner(config, demoLoginTable));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
