/**
 * Owner statements as data (docs/owner-statement-format.md): the operator's monthly revenue file
 * checked, split into one statement per owner and check, rendered, sent and announced (the job
 * `statements.run`); the owner's view per property and month; the year tied to the 1099s.
 */
export { ownerStatementHandlers } from './handlers.js';
export { statementRunJobHandler } from './statement-run-job.js';
export {
  linesOf,
  propertyKeyOf,
  statementsReceived,
  type ReceivedRow,
  type ReceivedStatement,
} from './statements-received.js';
export { paymentsReceived, type PaymentsFrom } from './payments-received.js';
/** Exact cents as decimal text, for figures other modules show beside this module's. */
export { formatCents } from './file/decimal.js';
