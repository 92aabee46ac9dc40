import { defineConfig } from 'vitest/config';

/** `npm run test:chaos`: the long crash and fuzz runs in test/chaos, on demand. */
export default defineConfig({
  test: {
    include: ['test/chaos/**/*.test.ts'],
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 1_800_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
  },
});
