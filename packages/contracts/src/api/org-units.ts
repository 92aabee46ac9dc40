import { idParams, okResponse, paged } from '../common.js';
import { orgUnit, orgUnitBody, orgUnitListQuery } from '../org-unit.js';
import { defineRoutes } from './define.js';

const tags = ['org units'];

export const orgUnitRoutes = defineRoutes({
  listOrgUnits: {
    method: 'GET',
    path: '/companyorgunit',
    summary: "The company's org units",
    tags,
    query: orgUnitListQuery,
    response: paged(orgUnit),
    reads: 'orgUnits',
  },
  getOrgUnit: {
    method: 'GET',
    path: '/companyorgunit/:id',
    summary: 'One of the company’s org units',
    tags,
    params: idParams,
    ids: { 'params.id': 'orgUnit' },
    response: orgUnit,
    reads: 'orgUnits',
  },
  createOrgUnit: {
    method: 'POST',
    path: '/companyorgunit',
    summary: 'Adds an org unit',
    tags,
    permission: 'administer',
    body: orgUnitBody,
    response: orgUnit,
    status: 201,
    changes: ['orgUnits'],
  },
  updateOrgUnit: {
    method: 'PUT',
    path: '/companyorgunit/:id',
    summary: 'Changes an org unit',
    tags,
    permission: 'administer',
    params: idParams,
    ids: { 'params.id': 'orgUnit' },
    body: orgUnitBody,
    response: orgUnit,
    changes: ['orgUnits', 'parties'],
  },
  deleteOrgUnit: {
    method: 'DELETE',
    path: '/companyorgunit/:id',
    summary: 'Removes an org unit no party or document uses (others can be made inactive)',
    tags,
    permission: 'administer',
    params: idParams,
    ids: { 'params.id': 'orgUnit' },
    response: okResponse,
    changes: ['orgUnits'],
  },
});
