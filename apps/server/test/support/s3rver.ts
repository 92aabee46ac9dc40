import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver';
import type { S3Client } from '@aws-sdk/client-s3';
import { s3ClientFromEnv } from '../../src/lib/s3-blob-store.js';
import { freePort } from './free-port.js';

/** A real S3-protocol server (s3rver) on a free loopback port, with one bucket; never a mock of the SDK. */
export interface RunningS3 {
  bucket: string;
  /** The variables a process is given to reach it, as an operator would set them. */
  env: Record<string, string>;
  client: S3Client;
  stop(): Promise<void>;
}

export async function startS3rver(bucket = 'docvue-test'): Promise<RunningS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'docvue-s3rver-'));
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  await server.run();
  const env = {
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_REGION: 'us-east-1',
  };
  const client = s3ClientFromEnv(env, {
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
  });
  return {
    bucket,
    env,
    client,
    stop: async () => {
      client.destroy();
      await new Promise<void>((resolve) => (server as { close(cb: () => void): void }).close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
