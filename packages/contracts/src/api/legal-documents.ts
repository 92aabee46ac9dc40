import { idParams, okResponse } from '../common.js';
import {
  expiringCertificatesResponse,
  legalDocument,
  legalDocumentDetailsBody,
  legalDocumentSearchBody,
  legalDocumentSearchResponse,
  legalDocumentUploadDetails,
} from '../legal-document.js';
import { limits } from '../limits.js';
import { defineRoutes } from './define.js';

const tags = ['company documents'];

export const legalDocumentRoutes = defineRoutes({
  searchLegalDocuments: {
    method: 'POST',
    path: '/legaldocuments/search',
    summary: "The company's own documents, or (with partyId) those the party's company shares with it",
    tags,
    body: legalDocumentSearchBody,
    ids: { 'body.partyId': 'party' },
    response: legalDocumentSearchResponse,
    reads: 'legalDocuments',
  },
  listExpiringCertificates: {
    method: 'GET',
    path: '/legaldocuments/expiring',
    summary: 'Insurance certificates, own or shared by partners, that expire within 30 days or have expired',
    tags,
    response: expiringCertificatesResponse,
    reads: 'legalDocuments',
  },
  uploadLegalDocument: {
    method: 'POST',
    path: '/legaldocuments/upload',
    summary: 'Adds a W-9 or insurance certificate; an active one replaces the active one of its type',
    description:
      'Multipart: a `details` field (JSON: legalDocumentTypeId, privacySettingId, isActive, selectedParties, expiresOn) ' +
      'first, then one `file` (PDF, PNG or JPEG, 5 MB at most). When the W-9 or certificate cannot be read the ' +
      'document is kept and the answer is 501 with the warning.',
    tags,
    permission: 'administer',
    multipart: true,
    maxUploadBytes: limits.legalDocumentMaxBytes,
    form: { name: 'details', schema: legalDocumentUploadDetails },
    ids: { 'form.selectedParties': 'party' },
    response: legalDocument,
    status: 201,
    changes: ['legalDocuments'],
  },
  replaceLegalDocument: {
    method: 'POST',
    path: '/legaldocuments/:id/replace',
    summary: 'A new file for a document (a renewed certificate); its settings and sharing stay',
    description: 'Multipart: one `file`. Read again as on upload (501 with the warning when it cannot be read).',
    tags,
    permission: 'administer',
    multipart: true,
    maxUploadBytes: limits.legalDocumentMaxBytes,
    params: idParams,
    ids: { 'params.id': 'legalDocument' },
    response: legalDocument,
    changes: ['legalDocuments'],
  },
  updateLegalDocumentDetails: {
    method: 'PUT',
    path: '/legaldocuments/:id/details',
    summary: 'Changes privacy, sharing, active and expiry; reactivating replaces the active one of its type',
    tags,
    permission: 'administer',
    params: idParams,
    body: legalDocumentDetailsBody,
    ids: { 'params.id': 'legalDocument', 'body.selectedParties': 'party' },
    response: legalDocument,
    changes: ['legalDocuments'],
  },
  getLegalDocument: {
    method: 'GET',
    path: '/legaldocuments/:id',
    summary: 'One document: the company’s own, or one a partner shares with it',
    tags,
    params: idParams,
    ids: { 'params.id': 'legalDocument' },
    response: legalDocument,
    reads: 'legalDocuments',
  },
  downloadLegalDocument: {
    method: 'GET',
    path: '/legaldocuments/:id/download',
    summary: 'The file, with its name in Content-Disposition',
    tags,
    params: idParams,
    ids: { 'params.id': 'legalDocument' },
    response: 'file',
    reads: 'legalDocuments',
  },
  deleteLegalDocument: {
    method: 'DELETE',
    path: '/legaldocuments/:id',
    summary: 'Removes a document (partners stop seeing it)',
    tags,
    permission: 'administer',
    params: idParams,
    ids: { 'params.id': 'legalDocument' },
    response: okResponse,
    changes: ['legalDocuments'],
  },
});
