/**
 * Whether this process is draining before it stops (SIGTERM with SHUTDOWN_DRAIN_SECONDS; main.ts,
 * plugins/app/draining.ts): it still answers every request, but /api/ready says 503 and each answer
 * closes its connection.
 */
export interface Draining {
  active: boolean;
}
