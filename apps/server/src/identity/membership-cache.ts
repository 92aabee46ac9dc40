import { AnnouncedCache } from '../lib/announced-cache.js';
import type { UserWithMembership } from './repository.js';

/** The channel on which the database announces identity changes (migration 0018). */
export const IDENTITY_CHANNEL = 'docvue_identity';

export type CachedIdentity = UserWithMembership;

/**
 * Who a signed-in user is in the company a request names — the user row and the membership —
 * kept between requests, so that a call costs its own statements and no authentication one
 * (docs/history.md §17: one of the document open's 3 statements, one of a list page's 5). The database
 * announces every change of a user, their roles or blocks (tag: the user's id) and of the
 * companies (everything) by the triggers of migration 0018; the rules of AnnouncedCache make a
 * removed or blocked member refused on their next request.
 */
export class MembershipCache extends AnnouncedCache<CachedIdentity> {
  static key(by: { id: number } | { externalSubject: string }, companyId: number | null): string {
    return `${'id' in by ? `i${by.id}` : `s${by.externalSubject}`}|${companyId ?? ''}`;
  }

  /** The user and their membership in `companyId`, from memory or, when not known, from `read`. */
  lookup(
    by: { id: number } | { externalSubject: string },
    companyId: number | null,
    read: () => Promise<CachedIdentity | undefined>,
  ): Promise<CachedIdentity | undefined> {
    return this.through(
      MembershipCache.key(by, companyId),
      (identity) => identity.user.id,
      async () => {
        const identity = await read();
        if (!identity) return undefined;
        // Shared by the requests that find it: nobody may change it.
        Object.freeze(identity.user);
        if (identity.membership) Object.freeze(Object.freeze(identity.membership).roles);
        return Object.freeze(identity);
      },
    );
  }
}
