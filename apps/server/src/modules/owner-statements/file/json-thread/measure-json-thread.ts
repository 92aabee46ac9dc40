import { parentPort } from 'node:worker_threads';
import { measureJson, type JsonLimits } from '../measure-json.js';

/** Measures one JSON revenue file (measure-json.ts) off the server's thread; answers its problem or null. */
parentPort!.once('message', ({ bytes, limits }: { bytes: Uint8Array; limits: JsonLimits }) => {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('utf8');
  parentPort!.postMessage({ problem: measureJson(text, limits) });
});
