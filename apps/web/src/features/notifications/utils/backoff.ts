/** The first retry waits about a second; each failure doubles it, up to 30 s. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/**
 * How long to wait before retry number `attempt` (0 for the first): the doubled delay, less up
 * to half of it at random ("equal jitter"), so that the clients a server restart dropped do not
 * all come back in the same second.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** attempt);
  return Math.round(base / 2 + (base / 2) * random());
}
