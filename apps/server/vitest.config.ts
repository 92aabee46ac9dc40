import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // The long runs (`npm run test:chaos`); their quick forms are in test/.
    exclude: ['test/chaos/**', '**/node_modules/**'],
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two workers match the two cores of CI.
    pool: 'forks',
    maxWorkers: 2,
  },
});
