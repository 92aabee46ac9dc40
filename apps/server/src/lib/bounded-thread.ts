import { Worker } from 'node:worker_threads';

/**
 * Runs one piece of intake work (measuring or parsing a file someone sent) in a worker thread of
 * its own, with a heap cap and a time limit, at most `threads` at once per kind (more wait their
 * turn): whatever a file makes the work do, the server's own thread keeps answering (issue 39).
 * The same pattern as the spreadsheet reader (modules/parties/import/read-xlsx.ts). The thread's
 * entry is a boot.mjs beside its code (it loads the TypeScript through tsx, or the compiled file
 * of the production build: build.mjs), answering one message with one message.
 */
export interface BoundedThread<Request, Reply> {
  run(request: Request, transfer?: ArrayBuffer[]): Promise<Reply | { failed: 'too slow' | 'too large' | 'unreadable' }>;
}

export function boundedThread<Request, Reply>(
  bootFile: URL,
  opts: { timeLimitMs: number; heapMb: number; threads: number },
): BoundedThread<Request, Reply> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const turn = async () => {
    if (running >= opts.threads) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    return () => {
      running--;
      waiting.shift()?.();
    };
  };
  return {
    async run(request, transfer) {
      const done = await turn();
      try {
        return await new Promise((resolve) => {
          const worker = new Worker(bootFile, {
            resourceLimits: { maxOldGenerationSizeMb: opts.heapMb, maxYoungGenerationSizeMb: 32 },
            stdout: false,
            stderr: false,
          });
          let settled = false;
          const finish = (reply: Reply | { failed: 'too slow' | 'too large' | 'unreadable' }) => {
            if (settled) return;
            settled = true;
            clearTimeout(timer);
            void worker.terminate();
            resolve(reply);
          };
          const timer = setTimeout(() => finish({ failed: 'too slow' }), opts.timeLimitMs);
          worker.on('message', (reply: Reply) => finish(reply));
          worker.on('error', (err: Error & { code?: string }) =>
            finish({ failed: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too large' : 'unreadable' }),
          );
          worker.on('exit', () => finish({ failed: 'unreadable' }));
          worker.postMessage(request, transfer);
        });
      } finally {
        done();
      }
    },
  };
}
