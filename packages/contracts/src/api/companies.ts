import { z } from 'zod';
import { id, idParams } from '../common.js';
import { limits } from '../limits.js';
import { okResponse } from '../common.js';
import { allCompaniesResponse, terminologiesResponse, terminologyBody } from '../company.js';
import { partyTypesResponse } from '../party.js';
import { defineRoutes } from './define.js';

export const companyRoutes = defineRoutes({
  listMyCompanies: {
    method: 'GET',
    path: '/company/allCompanies',
    summary: "The signed-in user's companies (every company for a global user)",
    tags: ['companies'],
    access: 'signedIn',
    response: allCompaniesResponse,
    reads: 'session',
  },
  listPartyTypesOfCompany: {
    method: 'GET',
    path: '/party/partyTypesByCompanyId/:id',
    summary: 'The party types the selected company acts as (vendor, owner, …); the dashboard is built from them',
    tags: ['parties'],
    params: idParams,
    ids: { 'params.id': 'company' },
    response: partyTypesResponse,
    reads: 'companies',
  },
  getLogo: {
    method: 'GET',
    path: '/logo',
    summary: "The selected company's logo (PNG)",
    tags: ['companies'],
    response: 'file',
    reads: 'companies',
  },
  uploadLogo: {
    method: 'POST',
    path: '/companyImage/upload',
    summary: "Sets the company's logo: a PNG or JPEG image, fitted into 250 × 50 pixels",
    description: 'Multipart: one `file`, 5 MB at most.',
    tags: ['companies'],
    permission: 'administer',
    multipart: true,
    maxUploadBytes: limits.legalDocumentMaxBytes,
    response: okResponse,
    changes: ['companies'],
  },
  updateTerminology: {
    method: 'PUT',
    path: '/company/terminology',
    summary: "The company's own words for org unit and vendor",
    tags: ['companies'],
    permission: 'administer',
    body: terminologyBody,
    response: terminologiesResponse,
    changes: ['session'],
  },
  getCompanyLogo: {
    method: 'GET',
    path: '/logo/:companyId',
    summary: "A company's logo (PNG): the selected company's own, or a trading partner's",
    tags: ['companies'],
    params: z.object({ companyId: id }),
    ids: { 'params.companyId': 'company' },
    response: 'file',
    reads: 'companies',
  },
});
