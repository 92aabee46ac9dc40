/** The module's face: what the API handlers, jobs and other modules may use. */
export {
  applyTransition,
  asStatusMachine,
  openStatusDoorSql,
  requireTransition,
  type Mover,
} from './status-machine.js';
