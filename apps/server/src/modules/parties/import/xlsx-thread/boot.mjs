// The entry of a spreadsheet worker thread. The server runs its TypeScript through tsx; a worker
// thread starts without the parent's loader (vitest's, for one), so it loads its code through tsx itself.
import { tsImport } from 'tsx/esm/api';

await tsImport('./read-xlsx-thread.ts', import.meta.url);
