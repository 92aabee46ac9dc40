/** The module's face: what the API handlers, jobs and other modules may use. */
export {
  applyTransition,
  applyTransitions,
  asStatusMachine,
  openStatusDoorSql,
  requireTransition,
  type BatchMoveItem,
  type Mover,
} from './status-machine.js';
