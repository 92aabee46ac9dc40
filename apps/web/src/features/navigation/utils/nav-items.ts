import { DocumentTemplate, type DocumentTypeSummary } from '@docvue/contracts';

export type NavIcon =
  | 'home'
  | 'documents'
  | 'statements'
  | 'setup'
  | 'orgUnits'
  | 'address'
  | 'users'
  | 'parties'
  | 'invitations'
  | 'webhooks';

export interface NavItem {
  label: string;
  to: string;
  icon: NavIcon;
}

export interface NavContext {
  documentTypes: DocumentTypeSummary[];
  isAdministrator: boolean;
  isMobile: boolean;
  /** The company's word for org unit. */
  orgUnitLabel: string;
}

/**
 * Home, one entry per document type (with owner statements, the monthly run an operator sends
 * and the statements an owner receives, by property), then the administration entries for
 * administrators (on mobile only Invitations of those).
 */
export function navItems({ documentTypes, isAdministrator, isMobile, orgUnitLabel }: NavContext): NavItem[] {
  const items: NavItem[] = [{ label: 'Home', to: '/', icon: 'home' }];
  // Lists are addressed by template id (93 for AR invoices), as the dashboard and the Document screen link to them.
  for (const t of documentTypes) {
    items.push({ label: t.pluralName, to: `/documentlist/${t.documentTypeTemplateId}`, icon: 'documents' });
  }
  if (documentTypes.some((t) => t.documentTypeTemplateId === DocumentTemplate.OwnerStatement))
    items.push(
      { label: 'Statement Runs', to: '/ownerstatements/runs', icon: 'statements' },
      { label: 'Statements by Property', to: '/ownerstatements/received', icon: 'statements' },
    );
  if (!isAdministrator) return items;
  const invitations: NavItem = { label: 'Invitations', to: '/admin/invitations', icon: 'invitations' };
  if (isMobile) return [...items, invitations];
  return [
    ...items,
    { label: 'Setup', to: '/admin/settings', icon: 'setup' },
    { label: orgUnitLabel, to: '/admin/orgunits', icon: 'orgUnits' },
    { label: 'Address Sets', to: '/admin/address', icon: 'address' },
    { label: 'Users', to: '/admin/users', icon: 'users' },
    { label: 'Parties', to: '/admin/parties', icon: 'parties' },
    invitations,
    { label: 'Webhooks', to: '/admin/webhooks', icon: 'webhooks' },
  ];
}
