import { defineConfig } from 'vitest/config';

/**
 * `npm run test:chaos`: the long forms of the robustness tests (docs/history.md §18) — the route fuzz with
 * many more cases, and the crash tests. Not part of the normal suite, which runs their quick forms.
 */
export default defineConfig({
  test: {
    include: ['test/chaos/**/*.test.ts'],
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 3_600_000,
    hookTimeout: 600_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
