import type { Database } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import { jobStatusOf, requeueFailedJob } from './repository.js';

/** Queues a job that failed for good (or was parked) again; the caller wakes the runner. */
export async function retryJob(db: Database, id: number): Promise<void> {
  if (await requeueFailedJob(db, id)) return;
  const status = await jobStatusOf(db, id);
  if (status === undefined) throw notFound('The job');
  throw conflict(`The job has not failed (it is ${status}): only a failed or parked job is run again.`);
}
