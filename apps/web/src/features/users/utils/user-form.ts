import { createUserBody, newUserMainRole, UserType, type CompanyUser, type RoleId } from '@docvue/contracts';
import { formResolver } from '@/lib/form-resolver';
import type { Control, Resolver } from 'react-hook-form';
import { z } from 'zod';

/** Regular users sign in; API-key users are programs (an ERP integration) that call with keys. */
export type CreatableUserType = typeof UserType.Regular | typeof UserType.ApiKey;

/** What the form's inputs hold: text as typed, the main role as the select gives it ('' for none). */
export interface UserFormValues {
  emailAddress: string;
  firstName: string;
  lastName: string;
  title: string;
  mainRole: string;
  additionalRoles: number[];
  userType: CreatableUserType;
  sendOnboardingEmail: boolean;
}

/** An empty Main Role select is a missing role ('Required'). */
const mainRole = z.preprocess((v) => (v === '' ? undefined : v), createUserBody.shape.mainRole);

/** The contract's create body, with the server's messages (docs/product/administration.md §5: Email, names and Main Role required, Title ≤ 25). */
const createSchema = createUserBody.extend({ mainRole });
/** Editing: the e-mail is read-only (it changes through its own dialog), so it is not checked again. */
const editSchema = createSchema.extend({ emailAddress: z.string() });

export type UserFormOutput = z.output<typeof createSchema>;
export type UserFormControl = Control<UserFormValues, unknown, UserFormOutput>;

export function userFormResolver(editing: boolean): Resolver<UserFormValues, unknown, UserFormOutput> {
  return formResolver<UserFormValues, UserFormOutput>(editing ? editSchema : createSchema);
}

/** A new user: ReadOnly (docs/product/administration.md §5), a regular user, no onboarding e-mail until asked. */
export const newUserValues = (): UserFormValues => ({
  emailAddress: '',
  firstName: '',
  lastName: '',
  title: '',
  mainRole: String(newUserMainRole),
  additionalRoles: [],
  userType: UserType.Regular,
  sendOnboardingEmail: false,
});

export const userValues = (u: CompanyUser): UserFormValues => ({
  emailAddress: u.emailAddress,
  firstName: u.firstName,
  lastName: u.lastName,
  title: u.title ?? '',
  mainRole: String(u.mainRole),
  additionalRoles: u.additionalRoles,
  userType: u.userType === UserType.ApiKey ? UserType.ApiKey : UserType.Regular,
  sendOnboardingEmail: false,
});

/** The body of `PUT /users/{id}`: what an edit may change. */
export const updateBodyOf = ({ firstName, lastName, title, mainRole, additionalRoles }: UserFormOutput) => ({
  firstName,
  lastName,
  title,
  mainRole,
  additionalRoles: additionalRoles.filter((r): r is RoleId => r !== mainRole),
});
