// The entry of a PDF worker thread. The server runs its TypeScript through tsx; a worker thread
// starts without the parent's loader (vitest's, for one), so it loads the worker's code through tsx itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-thread.ts', import.meta.url);
