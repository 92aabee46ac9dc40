import { defineConfig } from 'vitest/config';

/**
 * Files that never open a database (PDF reading, OCR, extraction, pure rules). The run against a
 * PostgreSQL server (TEST_DATABASE_URL, in .ci/run after `npm test`) would repeat them unchanged,
 * so it leaves them out: they ran once, on the embedded database's run.
 */
const withoutDatabase = [
  'test/architecture.test.ts',
  'test/blob-store.test.ts',
  'test/changing-calls.test.ts',
  'test/extraction-corpus.test.ts',
  'test/extraction-held-out.test.ts',
  'test/extraction-values.test.ts',
  'test/extraction.test.ts',
  'test/native-builtins.test.ts',
  'test/ocr-garbage.test.ts',
  'test/ocr.test.ts',
  'test/pdf-threads.test.ts',
  'test/sign-in-throttle.test.ts',
  'test/signature-stamp.test.ts',
  'test/startup-banner.test.ts',
  'test/token-verifier.test.ts',
];

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
