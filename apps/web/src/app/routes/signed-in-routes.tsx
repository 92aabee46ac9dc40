import { Navigate, type RouteObject } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page';
import type { RouteHandle } from '../shell/app-shell';
import { DocumentListRoute } from './document-list';
import { DocumentBatchRoute, DocumentRoute } from './document';
import { HomeRoute } from './home';
import { InboxRoute } from './inbox';
import { SearchRoute } from './search';

/** The Document screen fills the window under the top bar, without the left navigation. */
const documentHandle: RouteHandle = { hideNavigation: true, fullHeight: true };

const page = (path: string, title: string, handle?: RouteHandle): RouteObject => ({
  path,
  element: <PlaceholderPage title={title} />,
  handle,
});

/**
 * The signed-in screens inside the shell, as the specification lists them. Screens whose
 * issues have not landed show their name only.
 */
export const signedInRoutes: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/documents/batch/:batchName', element: <DocumentBatchRoute />, handle: documentHandle },
  { path: '/documents/:id', element: <DocumentRoute />, handle: documentHandle },
  { path: '/documentlist/:documentTypeId', element: <DocumentListRoute /> },
  { path: '/inbox', element: <InboxRoute /> },
  { path: '/search', element: <SearchRoute /> },
  page('/notifications', 'Notifications'),
  page('/profile', 'Profile'),
  page('/profile/unsubscribe', 'Profile'),
  page('/admin/users', 'Users'),
  page('/admin/user/:id', 'User'),
  { path: '/admin/settings', element: <Navigate to="/admin/settings/legalDocuments" replace /> },
  page('/admin/settings/legalDocuments', 'Company Documents'),
  page('/admin/settings/companyLogo', 'Logo'),
  page('/admin/settings/legalDocument/:id', 'Company Document'),
  page('/admin/invitations', 'Invitations'),
  page('/admin/invitation/:invitationId', 'Accept Invitation'),
  page('/admin/invitations/list/:invitationToken', 'Invitation'),
  page('/admin/invitations/:invitationToken', 'Invitation'),
  page('/admin/onboarding/:invitationToken', 'Invitation'),
  page('/admin/orgunits', 'Org Units'),
  page('/admin/orgunit/create', 'Org Unit'),
  page('/admin/orgunit/:id', 'Org Unit'),
  page('/admin/address', 'Address Sets'),
  page('/admin/address/:id', 'Address Set'),
  page('/admin/parties', 'Parties'),
  page('/admin/parties/import', 'Import Parties'),
  page('/admin/party/:id', 'Party'),
];
