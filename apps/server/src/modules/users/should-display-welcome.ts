import type { TenantContext } from '../../access/context.js';
import { can } from '../../access/permissions.js';

/**
 * The welcome dialog (docs/product/administration.md §2; issue: "on first sign-in of a new company's
 * administrator") asks about the logo, W9 and insurance certificate: administrator work. The spec
 * records that it was shown only when 'Do not show this message again' is ticked, so 'Skip for
 * now' brings it back at the next visit, as the spec wants, until the administrator ticks it. Who
 * counts as a new company's administrator is set where users are made: a company registered on
 * the network starts with the flag unset for its administrators; the seeded demo companies are not
 * new (they come with their partners, documents and records), so their users start with it
 * recorded and are not greeted on every visit to the demo.
 */
export function shouldDisplayWelcome(welcomeMessageDisplayed: boolean, ctx: TenantContext): boolean {
  return !welcomeMessageDisplayed && can(ctx, 'administer');
}
