import type { AppContext } from '../../app-context.js';
import type { ApiHandlers } from '../../http/handlers.js';
import { getOwnerStatementData } from './get-owner-statement-data.js';
import { getOwnerView } from './get-owner-view.js';
import { getStatementRun } from './get-statement-run.js';
import { getTieOut } from './get-tie-out.js';
import { listStatementRunErrors } from './list-statement-run-errors.js';
import { listStatementRuns } from './list-statement-runs.js';
import { statementTemplateCsv, statementTemplateJson } from './statement-template.js';
import { uploadStatementRun } from './upload-statement-run.js';

export const ownerStatementHandlers = (app: AppContext) =>
  ({
    uploadStatementRun: async ({ tenant, req }) => uploadStatementRun(app, tenant, req),
    listStatementRuns: async ({ tenant }) => listStatementRuns(app.db, tenant),
    getStatementRun: async ({ tenant, params }) => getStatementRun(app.db, tenant, params.id),
    listStatementRunErrors: async ({ tenant, params, query }) =>
      listStatementRunErrors(app.db, tenant, params.id, query),
    downloadStatementTemplate: async ({ query, reply }) => {
      const json = query.format === 'json';
      return reply
        .header('content-type', json ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="owner-statement-template.${json ? 'json' : 'csv'}"`)
        .send(json ? statementTemplateJson() : statementTemplateCsv());
    },
    getOwnerStatementData: async ({ tenant, params }) => getOwnerStatementData(app.db, tenant, params.id),
    getOwnerView: async ({ tenant, query }) => getOwnerView(app.db, tenant, query.year),
    getTieOut: async ({ tenant, query }) => getTieOut(app.db, tenant, query.year),
  }) satisfies ApiHandlers;
