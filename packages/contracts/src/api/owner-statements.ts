import { idParams } from '../common.js';
import {
  ownerStatementData,
  ownerView,
  ownerYearQuery,
  statementFileLimits,
  statementRun,
  statementRunErrorPage,
  statementRunErrorsQuery,
  statementRunList,
  templateQuery,
  tieOut,
} from '../owner-statement.js';
import { defineRoutes } from './define.js';

const tags = ['owner statements'];
const runId = { 'params.id': 'statementRun' } as const;

/**
 * Owner statements as data (docs/owner-statement-format.md): an operator's monthly revenue file
 * becomes one statement per owner and check, routed to each connected owner; the owner reads
 * them per property and month and ties the year to the 1099s received.
 */
export const ownerStatementRoutes = defineRoutes({
  uploadStatementRun: {
    method: 'POST',
    path: '/ownerStatements/runs',
    summary: 'Uploads a monthly revenue file (CSV or JSON) and starts its run',
    description:
      'Multipart: one `file`. The file is stored and answered at once with the queued run; the run checks every line, makes one statement per owner and check, sends it to the owner and tells each owner once. Poll the run (or listen on the push channel) for its progress.',
    tags,
    permission: 'workWithDocuments',
    multipart: true,
    maxUploadBytes: statementFileLimits.maxCsvBytes,
    response: statementRun,
    status: 201,
    changes: ['statementRuns'],
  },
  listStatementRuns: {
    method: 'GET',
    path: '/ownerStatements/runs',
    summary: "The company's statement runs, newest first (the last 50)",
    tags,
    response: statementRunList,
    reads: 'statementRuns',
  },
  getStatementRun: {
    method: 'GET',
    path: '/ownerStatements/runs/:id',
    summary: 'One statement run with its progress',
    tags,
    params: idParams,
    ids: runId,
    response: statementRun,
    reads: 'statementRuns',
  },
  listStatementRunErrors: {
    method: 'GET',
    path: '/ownerStatements/runs/:id/errors',
    summary: 'The problems found in a run’s file, by line and column',
    tags,
    params: idParams,
    query: statementRunErrorsQuery,
    ids: runId,
    response: statementRunErrorPage,
    reads: 'statementRuns',
  },
  downloadStatementTemplate: {
    method: 'GET',
    path: '/ownerStatements/template',
    summary: 'A sample monthly revenue file in the format the upload reads',
    tags,
    query: templateQuery,
    response: 'file',
    reads: 'statementRuns',
  },
  getOwnerStatementData: {
    method: 'GET',
    path: '/ownerStatements/documents/:id',
    summary: 'The data of an owner statement document: its check and detail lines',
    tags,
    params: idParams,
    ids: { 'params.id': 'document' },
    response: ownerStatementData,
    reads: 'documents',
  },
  getOwnerView: {
    method: 'GET',
    path: '/ownerStatements/received',
    summary: 'The statements received in a year, per operator, property and month of sale',
    description:
      'Every reversal of a prior period is paired with its rebook, and the difference explained by volume, price and decimal.',
    tags,
    query: ownerYearQuery,
    response: ownerView,
    reads: 'documents',
  },
  getTieOut: {
    method: 'GET',
    path: '/ownerStatements/tieOut',
    summary: 'The year’s statements per payer against box 2 of the 1099 received from it',
    tags,
    query: ownerYearQuery,
    response: tieOut,
    reads: 'documents',
  },
});
