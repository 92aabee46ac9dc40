import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startupBanner } from './lib/startup-banner.js';
import { seedDemoNetwork, demoLoginTable } from './seed/index.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  let app;
  try {
    app = await buildApp({ config, database, webDist: config.webDist });
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
    const seeded = await seedDemoNetwork(database.db, { log: app.log, dataDir: config.dataDir });
    if (seeded) app.log.info('demo network seeded');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
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
