import { Navigate, type RouteObject } from 'react-router';
import { RequireAbility } from '../guards';
import type { RouteHandle } from '../shell/app-shell';
import { lazyScreen } from './lazy-route';

/** The Document screen fills the window under the top bar, without the left navigation. */
const documentHandle: RouteHandle = { hideNavigation: true, fullHeight: true };

/** The signed-in screens inside the shell, as the specification lists them. */
export const signedInRoutes: RouteObject[] = [
  { path: '/', ...lazyScreen(() => import('./home'), 'HomeRoute') },
  {
    path: '/documents/batch/:batchName',
    ...lazyScreen(() => import('./document'), 'DocumentBatchRoute'),
    handle: documentHandle,
  },
  { path: '/documents/:id', ...lazyScreen(() => import('./document'), 'DocumentRoute'), handle: documentHandle },
  { path: '/documentlist/:documentTypeId', ...lazyScreen(() => import('./document-list'), 'DocumentListRoute') },
  { path: '/inbox', ...lazyScreen(() => import('./inbox'), 'InboxRoute') },
  { path: '/search', ...lazyScreen(() => import('./search'), 'SearchRoute') },
  { path: '/notifications', ...lazyScreen(() => import('./notifications'), 'NotificationsRoute') },
  // Owner statements: the operator's monthly run, and the owner's side of what it received.
  { path: '/ownerstatements/runs', ...lazyScreen(() => import('./owner-statements'), 'StatementRunRoute') },
  { path: '/ownerstatements/received', ...lazyScreen(() => import('./owner-statements'), 'OwnerViewRoute') },
  // The companies that ask the person to join them (where their e-mail leads).
  { path: '/joinrequests', ...lazyScreen(() => import('./join-requests'), 'JoinRequestsRoute') },
  // The network's mail, for the platform operator ('Page Not found' for anyone else).
  { path: '/outbox', ...lazyScreen(() => import('./outbox'), 'OutboxRoute') },
  // The network's background jobs, for the platform operator ('Page Not found' for anyone else).
  { path: '/jobs', ...lazyScreen(() => import('./jobs'), 'JobsRoute') },
  { path: '/profile', ...lazyScreen(() => import('./profile'), 'ProfileRoute') },
  { path: '/profile/unsubscribe', ...lazyScreen(() => import('./profile'), 'ProfileUnsubscribeRoute') },
  // Everyone reaches these; only administrators can act (the others are told to ask one).
  { path: '/admin/invitations', ...lazyScreen(() => import('./invitations'), 'InvitationsRoute') },
  { path: '/admin/invitation/:invitationId', ...lazyScreen(() => import('./invitations'), 'AcceptInvitationRoute') },
  {
    path: '/admin/invitations/list/:invitationToken',
    ...lazyScreen(() => import('./invitations'), 'RegisterInvitationRoute'),
  },
  {
    path: '/admin/invitations/:invitationToken',
    ...lazyScreen(() => import('./invitations'), 'RegisterInvitationRoute'),
  },
  {
    // The company's setup, users, org units, address sets and parties are kept by its administrators.
    element: <RequireAbility ability="administer" />,
    children: [
      { path: '/admin/settings', element: <Navigate to="/admin/settings/legalDocuments" replace /> },
      {
        path: '/admin/settings/legalDocuments',
        ...lazyScreen(() => import('./company-settings'), 'CompanyDocumentsRoute'),
      },
      { path: '/admin/settings/companyLogo', ...lazyScreen(() => import('./company-settings'), 'CompanyLogoRoute') },
      { path: '/admin/settings/terminology', ...lazyScreen(() => import('./company-settings'), 'TerminologyRoute') },
      // '/admin/settings/legalDocument/create' uploads a new one.
      {
        path: '/admin/settings/legalDocument/:id',
        ...lazyScreen(() => import('./company-settings'), 'CompanyDocumentRoute'),
      },
      { path: '/admin/address', ...lazyScreen(() => import('./address-sets'), 'AddressSetListRoute') },
      // '/admin/address/create' is the form of a new set.
      { path: '/admin/address/:id', ...lazyScreen(() => import('./address-sets'), 'AddressSetFormRoute') },
      { path: '/admin/users', ...lazyScreen(() => import('./users'), 'UserListRoute') },
      // '/admin/user/create' is the form of a new user.
      { path: '/admin/user/:id', ...lazyScreen(() => import('./users'), 'UserFormRoute') },
      { path: '/admin/orgunits', ...lazyScreen(() => import('./org-units'), 'OrgUnitListRoute') },
      // '/admin/orgunit/create' is the form of a new org unit.
      { path: '/admin/orgunit/:id', ...lazyScreen(() => import('./org-units'), 'OrgUnitFormRoute') },
      { path: '/admin/parties', ...lazyScreen(() => import('./parties'), 'PartyListRoute') },
      { path: '/admin/parties/import', ...lazyScreen(() => import('./parties'), 'PartyImportRoute') },
      // '/admin/party/create' is the form of a new party.
      { path: '/admin/party/:id', ...lazyScreen(() => import('./parties'), 'PartyFormRoute') },
      { path: '/admin/webhooks', ...lazyScreen(() => import('./webhooks'), 'WebhooksRoute') },
    ],
  },
];
