// A job thread for test/unit/job-thread.test.ts (loads its TypeScript through tsx, as the product's
// thread entries do outside the production build).
const { tsImport } = await import('tsx/esm/api');
await tsImport('./fixture-thread.ts', import.meta.url);
