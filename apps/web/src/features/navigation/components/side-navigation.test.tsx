import { screen, within } from '@testing-library/react';
import { documentType, documentTypes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { navItems, type NavContext } from '../utils/nav-items';
import { SideNavigation } from './side-navigation';

const context = (extra: Partial<NavContext> = {}): NavContext => ({
  documentTypes,
  isAdministrator: false,
  isMobile: false,
  orgUnitLabel: 'Org Unit',
  ...extra,
});

function renderNavigation(ctx: NavContext, route = '/') {
  renderWithProviders(<SideNavigation items={navItems(ctx)} />, { route });
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('SideNavigation', () => {
  it('lists Home and one entry per document type by its plural name', () => {
    expect(renderNavigation(context())).toEqual([
      ['Home', '/'],
      ['AR Invoices', '/documentlist/93'],
      ['Division Orders', '/documentlist/87'],
    ]);
  });

  it('adds the administration entries for administrators, with the company’s word for org unit', () => {
    const links = renderNavigation(context({ isAdministrator: true, orgUnitLabel: 'Business Unit' }));
    expect(links.slice(3)).toEqual([
      ['Setup', '/admin/settings'],
      ['Business Unit', '/admin/orgunits'],
      ['Address Sets', '/admin/address'],
      ['Users', '/admin/users'],
      ['Parties', '/admin/parties'],
      ['Invitations', '/admin/invitations'],
      ['Webhooks', '/admin/webhooks'],
    ]);
  });

  it('adds the statement run and the statements by property when the company has owner statements', () => {
    const withStatements = [...documentTypes, documentType(13, 'Owner Statements', 91)];
    expect(renderNavigation(context({ documentTypes: withStatements })).slice(3)).toEqual([
      ['Owner Statements', '/documentlist/91'],
      ['Statement Runs', '/ownerstatements/runs'],
      ['Statements by Property', '/ownerstatements/received'],
    ]);
  });

  it('keeps only Invitations of the administration entries on a phone', () => {
    const links = renderNavigation(context({ isAdministrator: true, isMobile: true }));
    expect(links.map(([name]) => name)).toEqual(['Home', 'AR Invoices', 'Division Orders', 'Invitations']);
  });

  it('marks the entry of the current page', () => {
    renderNavigation(context(), '/documentlist/87');
    expect(screen.getByRole('link', { name: 'Division Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
