import { z } from 'zod';
import { id, wholeNumber } from './common.js';
import { Role, roleIds, UserType, type RoleId } from './ids.js';

const required = (max = 255) =>
  z.string({ error: 'Required' }).trim().min(1, 'Required').max(max, `Must be at most ${max} characters`);
const roleId = wholeNumber(undefined, 'Required')
  .refine((r) => (roleIds as number[]).includes(r), 'Unknown role')
  .transform((r) => r as RoleId);

/** A member of the company as the Users screens show it (docs/product/administration.md §3 "User"). */
export const companyUser = z.object({
  id: z.number().int(),
  emailAddress: z.string(),
  title: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  userType: z.number().int(),
  isActive: z.boolean(),
  /** Blocked in this company: signed out of it at once, the other companies untouched. */
  blocked: z.boolean(),
  /**
   * Not in the company yet: a request to join waits for the person to accept it, or the account the
   * company made was never signed in to. Names and e-mail are then those the company typed.
   */
  invitationPending: z.boolean(),
  /**
   * This company may change the person's name, title and e-mail and hand out their set-password
   * link: it made the account and no other company has the person. Otherwise they are the person's.
   */
  identityManaged: z.boolean(),
  isTemporaryPassword: z.boolean(),
  /** Linked to a sign-in at the company's identity provider (external issuer only). */
  signInLinked: z.boolean(),
  mainRole: z.number().int(),
  additionalRoles: z.array(z.number().int()),
  roles: z.array(z.number().int()),
  userRoles: z.array(z.object({ roleId: z.number().int(), userId: z.number().int() })),
  /** An API-key user's keys (never the key itself). */
  apiKeys: z.array(
    z.object({
      id: z.number().int(),
      prefix: z.string(),
      createdAt: z.string(),
      lastUsedAt: z.string().nullable(),
      revokedAt: z.string().nullable(),
    }),
  ),
});
export type CompanyUser = z.infer<typeof companyUser>;
export const companyUsersQuery = z.object({ query: z.string().trim().max(255).optional() });
export const companyUsersResponse = z.array(companyUser);
export const userRolesResponse = z.array(z.object({ roleId: z.number().int(), userId: z.number().int() }));

const roleFields = {
  mainRole: roleId,
  additionalRoles: z.array(roleId).max(10).default([]),
};

/** The Main Role the user form starts a new user with (docs/product/administration.md §5: ReadOnly, 3). */
export const newUserMainRole: RoleId = Role.ReadOnly;

/** `POST /users` (docs/product/administration.md §5 "User"): new users default to ReadOnly (3) in the form. */
export const createUserBody = z.object({
  emailAddress: z.string({ error: 'Required' }).trim().min(1, 'Required').max(255).email('Must be a valid e-mail'),
  firstName: required(),
  lastName: required(),
  title: z
    .string()
    .trim()
    .max(25, 'Must be at most 25 characters')
    .nullish()
    .transform((v) => v || null),
  ...roleFields,
  /** An API-key user is a machine of an ERP integration: it authenticates with keys, never signs in. */
  userType: z.union([z.literal(UserType.Regular), z.literal(UserType.ApiKey)]).default(UserType.Regular),
  sendOnboardingEmail: z.boolean().default(false),
});
export type CreateUserBody = z.input<typeof createUserBody>;

/** `PUT /users/{id}`: the e-mail is changed on its own (`POST /users/{id}/emailaddress`). */
export const updateUserBody = createUserBody.omit({ emailAddress: true, userType: true, sendOnboardingEmail: true });
export type UpdateUserBody = z.input<typeof updateUserBody>;

export const changeEmailBody = z.object({ emailAddress: z.string().trim().max(255) });
/** `POST /users/current/emailaddress`: what the person is told (a link went to the new address). */
export const emailChangeRequested = z.object({ ok: z.literal(true), message: z.string() });

/** `PUT /users/current/profile`: the signed-in user's own name and title. */
export const profileBody = z.object({ firstName: required(), lastName: required(), title: createUserBody.shape.title });

/** `POST /users/{id}/passwordlink`: a link to choose a password, to hand over when no mail is delivered. */
export const setPasswordLink = z.object({ url: z.string(), expiresAt: z.string() });
export type SetPasswordLink = z.infer<typeof setPasswordLink>;

/** A company's request that the signed-in person join it, as the person sees it. */
export const joinRequest = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** Who asked, as the person would know them. */
  requestedBy: z.string().nullable(),
  /** The roles offered, by name. */
  roles: z.array(z.string()),
  createdAt: z.string(),
  /** Whether the person can accept it now; if not, `reason` says what to do first. */
  canAccept: z.boolean(),
  reason: z.string().nullable(),
});
export type JoinRequest = z.infer<typeof joinRequest>;
export const joinRequestsResponse = z.array(joinRequest);
export const joinRequestParams = z.object({ companyId: id });

/** The Users screens' words (docs/product/administration.md §5, §8). */
export const userMessages = {
  existsElsewhere:
    'The user you are attempting to create already exists in another company with a different name. Please revise the name and try again. If you continue to have issues, please contact support who can assist you further.',
  sameEmail: 'User with the same email already exist.',
  createFailed: 'Error creating the user. Please contact support',
  changeEmail: 'Must be a valid e-mail and different from existing email',
  emailOfSharedUser:
    'This user also works for another company, so their e-mail address cannot be changed here. Please contact support.',
  identityNotManaged:
    "This person's name, title and e-mail are their own: they change them on their profile. Here you change their roles.",
  joinNeedsVerifiedEmail:
    'Confirm your e-mail address first: choose a new password with "Forgot your password?", using the link mailed to you, then accept.',
  joinForAnotherAddress: 'This request was made for another e-mail address: ask the company to add you again.',
  globalCannotJoin: 'Platform support accounts do not join companies.',
  joined: (company: string) => `You joined ${company}`,
  declined: 'Request declined',
  emailChangeSent: (email: string) =>
    `A link to confirm it was sent to ${email}: your e-mail changes when you open it (within a day).`,
  emailManagedElsewhere: "Your e-mail is managed by your organisation's identity provider; change it there.",
  lastAdministrator: 'A company needs at least one administrator: make another user an administrator first.',
  notYourself: 'You cannot block or delete yourself.',
  created: 'User Created',
  saved: 'Saved',
  deleted: 'User Deleted',
  resetSent: 'Reset password email was sent to the user email',
  emailChanged: 'User email address changed',
} as const;
