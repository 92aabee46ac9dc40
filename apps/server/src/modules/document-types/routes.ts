import {
  documentTemplateIds,
  documentTypeDetail,
  documentTypeListQuery,
  documentTypeListResponse,
  idParams,
  lookupValuesQuery,
  lookupValuesResponse,
  type DocumentTemplateId,
} from '@docvue/contracts';
import { notFound } from '../../lib/errors.js';
import { typed, type RouteModule } from '../../lib/zod-app.js';
import { tenantOf } from '../../plugins/auth/index.js';
import { presentDocumentTypeDetail, presentDocumentTypeSummary } from './presenter.js';
import {
  definitionOfCompany,
  detailsOfDocumentTypes,
  documentTypeByTemplate,
  documentTypeOfCompany,
  documentTypeSummariesOfCompany,
  lookupValuesFor,
  type DocumentTypeRow,
} from './repository.js';

const tags = ['document types'];

export const documentTypeRoutes: RouteModule = (app, { db }) => {
  const r = typed(app);

  const withDetails = async (types: DocumentTypeRow[]) => {
    const { definitions, columns } = await detailsOfDocumentTypes(
      db,
      types.map((t) => t.id),
    );
    return types.map((t) => presentDocumentTypeDetail(t, definitions, columns));
  };

  r.get(
    '/documentType',
    { schema: { tags, querystring: documentTypeListQuery, response: { 200: documentTypeListResponse } } },
    async (req) => {
      const types = await documentTypeSummariesOfCompany(db, tenantOf(req).companyId);
      return req.query.IncludeFullDetails ? withDetails(types) : types.map(presentDocumentTypeSummary);
    },
  );

  r.get(
    '/documentType/:id',
    { schema: { tags, params: idParams, response: { 200: documentTypeDetail } } },
    async (req) => {
      const type = await documentTypeOfCompany(db, tenantOf(req).companyId, req.params.id);
      if (!type) throw notFound('The document type');
      return (await withDetails([type]))[0]!;
    },
  );

  r.get(
    '/documentType/template/:id/instance',
    {
      schema: {
        tags,
        description:
          "The company's instance of a network template (AR invoice 93, W9 6, ACH 86, division order 87, run statement 89, 1099 90, owner statement 91).",
        params: idParams,
        response: { 200: documentTypeDetail },
      },
    },
    async (req) => {
      if (!documentTemplateIds.includes(req.params.id as DocumentTemplateId)) throw notFound('The document template');
      const type = await documentTypeByTemplate(db, tenantOf(req).companyId, req.params.id);
      if (!type) throw notFound('The document template');
      return (await withDetails([type]))[0]!;
    },
  );

  r.get(
    '/metadata/:id/lookupvalues',
    { schema: { tags, params: idParams, querystring: lookupValuesQuery, response: { 200: lookupValuesResponse } } },
    async (req) => {
      const ctx = tenantOf(req);
      const definition = await definitionOfCompany(db, ctx.companyId, req.params.id);
      if (!definition) throw notFound('The metadata field');
      return lookupValuesFor(db, ctx.companyId, definition);
    },
  );
};
