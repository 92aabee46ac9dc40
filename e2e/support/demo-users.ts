import { Role, UserType } from '@docvue/contracts';
import {
  DEMO_PASSWORD,
  demoCompanies,
  demoUsers,
  type CompanyKey,
  type DemoUser,
} from '../../apps/server/src/seed/index.js';

export { DEMO_PASSWORD };

/** The demo network the server seeds on first start, read from the seed itself. */
export const companyName = (key: CompanyKey) => {
  const company = demoCompanies.find((c) => c.key === key);
  if (!company) throw new Error(`No demo company ${key}`);
  return company.legalName;
};

const isCloud = (key: CompanyKey) => Boolean(demoCompanies.find((c) => c.key === key)?.isCloud);

const canSignIn = (u: DemoUser) => u.hasPassword && u.userType === UserType.Regular;

function find(what: string, test: (u: DemoUser) => boolean): DemoUser {
  const user = demoUsers.find((u) => canSignIn(u) && test(u));
  if (!user) throw new Error(`The demo seed has no ${what}`);
  return user;
}

/** Each journey signs in as its own user, so the licence state of one does not leak into another. */
export const demo = {
  /** Works in one company with the User role. */
  user: (company: CompanyKey) =>
    find(
      `User of ${company}`,
      (u) => u.memberships.length === 1 && u.memberships[0]?.company === company && u.memberships[0]?.roles[0] === 2,
    ),
  /** Read-only in one company. */
  readOnly: (company: CompanyKey) =>
    find(
      `ReadOnly user of ${company}`,
      (u) => u.memberships.length === 1 && u.memberships[0]?.company === company && u.memberships[0]?.roles[0] === 3,
    ),
  /** Signs division orders (the Signer role only) in one company. */
  signer: (company: CompanyKey) =>
    find(
      `Signer of ${company}`,
      (u) =>
        u.memberships.length === 1 &&
        u.memberships[0]?.company === company &&
        u.memberships[0]?.roles.length === 1 &&
        u.memberships[0]?.roles[0] === Role.Signer,
    ),
  /** Administrator of exactly one company. */
  admin: (company: CompanyKey) =>
    find(
      `administrator of ${company}`,
      (u) => u.memberships.length === 1 && u.memberships[0]?.company === company && u.memberships[0]?.roles[0] === 1,
    ),
  /** A member of two companies of this host. */
  inTwoCompanies: () =>
    find('user in two companies', (u) => u.memberships.filter((m) => !isCloud(m.company)).length >= 2),
  /** A member of a company of this host and of a cloud company. */
  withCloudCompany: () =>
    find(
      'user with a cloud company',
      (u) => u.memberships.some((m) => isCloud(m.company)) && u.memberships.some((m) => !isCloud(m.company)),
    ),
};
