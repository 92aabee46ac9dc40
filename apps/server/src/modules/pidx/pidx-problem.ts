import { validationFailed } from '../../lib/errors.js';

/**
 * A PIDX file the intake cannot read: 400 (validation_failed) naming the element's path and the
 * rule it breaks, so the sender's integrator can mend the export (issue 29).
 */
export const pidxProblem = (path: string, rule: string) => validationFailed(`PIDX ${path}: ${rule}.`);
