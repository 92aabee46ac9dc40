/** The module's face: its use cases and types, for the API handlers, jobs and other modules. */
export {
  applyTransition,
  applyTransitions,
  requireTransition,
  type BatchMoveItem,
  type Mover,
} from './status-machine.js';
// The door for documents made in a status rather than moved there (seed, bench seed, tests):
// why these belong to the machine's API is said in as-status-machine.ts.
export { asStatusMachine, statusDoorOpeningSql } from './as-status-machine.js';
