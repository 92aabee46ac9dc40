import type { CompanyUser } from '@docvue/contracts';
import { fullName, roleName, userStatusLabel, userTypeLabel, type RoleOption } from './user-labels';

export type UserSortKey = 'emailAddress' | 'name' | 'title' | 'mainRole' | 'userType' | 'status';
export interface UserSort {
  key: UserSortKey;
  direction: 'asc' | 'desc';
}

/** The users list starts sorted by e-mail ascending (docs/product/administration.md §2, §9). */
export const defaultUserSort: UserSort = { key: 'emailAddress', direction: 'asc' };

const textOf = (u: CompanyUser, key: UserSortKey, roles: RoleOption[] | undefined): string => {
  switch (key) {
    case 'emailAddress':
      return u.emailAddress;
    case 'name':
      return fullName(u);
    case 'title':
      return u.title ?? '';
    case 'mainRole':
      return roleName(roles, u.mainRole);
    case 'userType':
      return userTypeLabel(u.userType);
    case 'status':
      return userStatusLabel(u);
  }
};

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The users in the chosen order; ties keep e-mail order. */
export function sortUsers(users: CompanyUser[], sort: UserSort, roles: RoleOption[] | undefined): CompanyUser[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...users].sort(
    (a, b) =>
      sign * collator.compare(textOf(a, sort.key, roles), textOf(b, sort.key, roles)) ||
      collator.compare(a.emailAddress, b.emailAddress),
  );
}
