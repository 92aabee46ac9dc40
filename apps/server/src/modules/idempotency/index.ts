/** The module's face: an API call that takes an `Idempotency-Key` runs through it (docs/design.md §8). */
export { idempotencyKeyOf, requestHash, runIdempotently } from './run-idempotently.js';
