/**
 * What a caller may do in the selected company. The rules that grant each one from roles live
 * on the server (`access/permissions.ts`); route declarations name the permission they need,
 * and the session tells the web which ones the user has (`currentUser.abilities`), so the web
 * never works from role ids.
 */
export const permissionNames = ['workWithDocuments', 'signDocuments', 'administer'] as const;
export type Permission = (typeof permissionNames)[number];
export type Abilities = Record<Permission, boolean>;
