import { idParams, okResponse } from '../common.js';
import {
  createPartyBody,
  invitePartyBody,
  networkSearchBody,
  networkSearchResponse,
  party,
  partyGridQuery,
  partyGridResponse,
  partyImportLimits,
  partyImportResponse,
  updatePartyBody,
} from '../party.js';
import { defineRoutes } from './define.js';

const tags = ['parties'];
const partyId = { 'params.id': 'party' } as const;

/**
 * The company's partner directory and its links to the network (docs/product/administration.md §2, §7).
 * Administrators keep the directory; anyone who sends documents may connect or invite the
 * partner a document is for.
 */
export const partyRoutes = defineRoutes({
  searchParties: {
    method: 'GET',
    path: '/party/grid/search',
    summary: "A page of the company's parties, filtered and sorted",
    tags,
    query: partyGridQuery,
    response: partyGridResponse,
    reads: 'parties',
  },
  getParty: {
    method: 'GET',
    path: '/party/:id',
    summary: 'One of the company’s parties',
    tags,
    params: idParams,
    ids: partyId,
    response: party,
    reads: 'parties',
  },
  createParty: {
    method: 'POST',
    path: '/party',
    summary: 'Adds a party to the directory, and invites it to the network when asked',
    tags,
    permission: 'administer',
    body: createPartyBody,
    ids: { 'body.companyOrgUnitIds': 'orgUnit' },
    response: party,
    status: 201,
    changes: ['parties'],
  },
  updateParty: {
    method: 'PUT',
    path: '/party/:id',
    summary: 'Changes a party (its type is set on create only)',
    tags,
    permission: 'administer',
    params: idParams,
    ids: { ...partyId, 'body.companyOrgUnitIds': 'orgUnit' },
    body: updatePartyBody,
    response: party,
    changes: ['parties', 'documentLists'],
  },
  deleteParty: {
    method: 'DELETE',
    path: '/party/:id',
    summary: 'Removes a party that no document names',
    tags,
    permission: 'administer',
    params: idParams,
    ids: partyId,
    response: okResponse,
    changes: ['parties'],
  },
  connectParty: {
    method: 'PUT',
    path: '/party/:id/connect',
    summary: 'Asks the company on the network that matches the party to connect',
    tags,
    permission: 'workWithDocuments',
    params: idParams,
    ids: partyId,
    response: party,
    changes: ['parties', 'documents'],
  },
  inviteParty: {
    method: 'PUT',
    path: '/party/:id/invite',
    summary: "E-mails the party's contacts an invitation to join the network",
    description: 'With `email`, that address becomes the party’s first e-mail and is invited.',
    tags,
    permission: 'workWithDocuments',
    params: idParams,
    ids: partyId,
    body: invitePartyBody,
    response: party,
    changes: ['parties', 'documents'],
  },
  searchNetwork: {
    method: 'POST',
    path: '/party/networksearch',
    summary: 'Finds the companies on the network that the company’s unconnected parties are',
    description:
      'By the same tax identifier, then by a similar name and the same zip code. A match is remembered on the party (Connect).',
    tags,
    permission: 'administer',
    body: networkSearchBody,
    ids: { 'body.partyIds': 'party' },
    response: networkSearchResponse,
    changes: ['parties'],
  },
  importParties: {
    method: 'POST',
    path: '/party/upload',
    summary: 'Imports parties from a CSV or Excel file (the template’s columns)',
    description:
      'Multipart: one `file`, 5 MB at most. Every row is checked like the Party form; a bad row is reported and never stops the others.',
    tags,
    permission: 'administer',
    multipart: true,
    maxUploadBytes: partyImportLimits.maxBytes,
    response: partyImportResponse,
    changes: ['parties'],
  },
  downloadPartyImportTemplate: {
    method: 'GET',
    path: '/party/upload/template',
    summary: 'The Excel template for importing parties',
    tags,
    response: 'file',
    reads: 'parties',
  },
});
