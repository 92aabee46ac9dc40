import { defineConfig } from 'vitest/config';

/**
 * The tiers (test/unit: no database; test/api: through app.inject on a real database; test/system:
 * real sockets, processes or issuers). The run against a PostgreSQL server (TEST_DATABASE_URL, in
 * .ci/run after `npm test`) leaves out the unit tier: it never opens a database, so it would repeat
 * what the embedded database's run did unchanged.
 */
const withoutDatabase = ['test/unit/**'];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The long forms run on demand (`npm run test:chaos`, vitest.chaos.config.ts).
    exclude: ['test/chaos/**', '**/node_modules/**', ...(process.env.TEST_DATABASE_URL ? withoutDatabase : [])],
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers match the two cores of CI.
    pool: 'forks',
    maxWorkers: 2,
  },
});
