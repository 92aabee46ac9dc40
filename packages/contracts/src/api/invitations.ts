import { idParams, okResponse } from '../common.js';
import {
  acceptInvitationBody,
  acceptInvitationResponse,
  invitation,
  invitationPreview,
  invitationsResponse,
  invitationLink,
  invitationTokenParams,
  onboardInvitationBody,
} from '../invitation.js';
import { resendInvitationBody } from '../party.js';
import { companyRegistrationBody, companyRegistrationResponse } from '../registration.js';
import { defineRoutes } from './define.js';

const tags = ['invitations'];
const invitationId = { 'params.id': 'invitation' } as const;

/**
 * Joining the network (docs/product/administration.md §2, §4, §7): a company registers itself, or through
 * an invitation; an administrator of the invited company accepts (both sides are connected) or
 * rejects it.
 */
export const invitationRoutes = defineRoutes({
  registerCompany: {
    method: 'POST',
    path: '/companyRegistration',
    summary: 'Registers a company and its administrator, who is e-mailed a link to set a password',
    tags: ['registration'],
    access: 'public',
    rateLimits: [{ max: 10, perMinutes: 60 }],
    body: companyRegistrationBody,
    response: companyRegistrationResponse,
    status: 201,
    changes: [],
  },
  getInvitationByToken: {
    method: 'GET',
    path: '/invitation/getbytoken/:token',
    summary: 'The invitation of an e-mailed link, for the sign-up page before anyone is signed in',
    description: "Public. An unknown, expired or used link answers 400 'Invitation not found'.",
    tags,
    access: 'public',
    rateLimits: [{ max: 60, perMinutes: 15 }],
    params: invitationTokenParams,
    response: invitationPreview,
    reads: 'invitations',
  },
  listPendingInvitations: {
    method: 'GET',
    path: '/invitation/pending',
    summary: 'The invitations waiting for the company to accept or reject them',
    tags,
    response: invitationsResponse,
    reads: 'invitations',
  },
  getInvitation: {
    method: 'GET',
    path: '/invitation/getbyid/:id',
    summary: 'One invitation to the company (also one that was actioned: it says by whom)',
    tags,
    params: idParams,
    ids: invitationId,
    response: invitation,
    reads: 'invitations',
  },
  registerInvitation: {
    method: 'POST',
    path: '/invitation/register/:token',
    summary: 'Takes an e-mailed invitation into the company, to accept or reject it',
    tags,
    permission: 'administer',
    params: invitationTokenParams,
    response: invitation,
    changes: ['invitations', 'notifications'],
  },
  onboardInvitation: {
    method: 'POST',
    path: '/invitation/onboard/:id',
    summary: 'Takes an e-mailed invitation into the company chosen (Company-Id), with the link’s token',
    tags,
    permission: 'administer',
    params: idParams,
    ids: invitationId,
    body: onboardInvitationBody,
    response: invitation,
    changes: ['invitations'],
  },
  acceptInvitation: {
    method: 'POST',
    path: '/invitation/accept',
    summary: 'Accepts an invitation: a party for the sender (new or existing), and both sides connected',
    tags,
    permission: 'administer',
    body: acceptInvitationBody,
    ids: { 'body.id': 'invitation', 'body.existingPartyId': 'party', 'body.orgUnitIds': 'orgUnit' },
    response: acceptInvitationResponse,
    changes: ['invitations', 'parties', 'session', 'notifications'],
  },
  rejectInvitation: {
    method: 'POST',
    path: '/invitation/reject/:id',
    summary: 'Rejects an invitation',
    tags,
    permission: 'administer',
    params: idParams,
    ids: invitationId,
    response: okResponse,
    changes: ['invitations', 'notifications'],
  },
  getInvitationLink: {
    method: 'GET',
    path: '/party/:id/invitelink',
    summary: 'The registration link of the invitation pending for one of the company’s parties, to hand over',
    description:
      'The link that was e-mailed (it changes only when the invitation is sent again). Whoever registers with it must use the invited e-mail address or the party’s tax identifier.',
    tags,
    permission: 'workWithDocuments',
    params: idParams,
    ids: { 'params.id': 'party' },
    response: invitationLink,
    reads: 'parties',
  },
  resendInvitation: {
    method: 'POST',
    path: '/invitation/resend',
    summary: 'Sends the pending invitation of a party again, to this address',
    tags: ['invitations'],
    permission: 'workWithDocuments',
    body: resendInvitationBody,
    ids: { 'body.senderPartyIdOfReceiverCompany': 'party' },
    response: okResponse,
    changes: ['parties'],
  },
});
