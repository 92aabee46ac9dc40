import { Role, UserType, roleNames, type RoleId, type UserTypeId } from '@docvue/contracts';
import { demoCompany, type CompanyKey } from './companies.js';

/** The password of every demo user that has one. */
export const DEMO_PASSWORD = 'Demo!2345';

export interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  userType: UserTypeId;
  /** False for the API-key user, which never signs in with a password. */
  hasPassword: boolean;
  /** Per company; the first role is the main role. */
  memberships: { company: CompanyKey; roles: RoleId[] }[];
  preferences?: Record<string, string>;
}

const { Administrator: ADMIN, User: USER, ReadOnly: READ, Signer: SIGNER } = Role;
const quiet = { receiveEmails: 'false' };

function regular(
  email: string,
  name: string,
  title: string,
  memberships: DemoUser['memberships'],
  preferences?: Record<string, string>,
): DemoUser {
  const [firstName, ...rest] = name.split(' ');
  return {
    email,
    firstName: firstName!,
    lastName: rest.join(' '),
    title,
    userType: UserType.Regular,
    hasPassword: true,
    memberships,
    ...(preferences ? { preferences } : {}),
  };
}

export const demoUsers: readonly DemoUser[] = [
  regular('admin@permianservices.example', 'Travis Holloway', 'Controller', [{ company: 'permian', roles: [ADMIN] }]),
  regular('billing@permianservices.example', 'Carla Mendez', 'Billing Lead', [{ company: 'permian', roles: [USER] }]),
  regular(
    'readonly@permianservices.example',
    'Owen Pruitt',
    'Field Supervisor',
    [{ company: 'permian', roles: [READ] }],
    quiet,
  ),

  // Also an administrator of the cloud company, so the company switcher shows the redirect.
  regular('admin@redmesaenergy.example', 'Rachel Dominguez', 'AP Manager', [
    { company: 'redmesa', roles: [ADMIN] },
    { company: 'llano', roles: [ADMIN] },
  ]),
  regular('ap@redmesaenergy.example', 'Luis Carrillo', 'AP Analyst', [{ company: 'redmesa', roles: [USER] }]),
  regular(
    'readonly@redmesaenergy.example',
    'Hannah Sutter',
    'Internal Auditor',
    [{ company: 'redmesa', roles: [READ] }],
    quiet,
  ),

  regular('admin@cimarrontrust.example', 'Walter Beck', 'Trust Officer', [
    { company: 'cimarron', roles: [ADMIN, SIGNER] },
  ]),
  regular('user@cimarrontrust.example', 'Janet Osei', 'Mineral Analyst', [{ company: 'cimarron', roles: [USER] }]),
  regular(
    'readonly@cimarrontrust.example',
    'Priya Natarajan',
    'Auditor',
    [{ company: 'cimarron', roles: [READ] }],
    quiet,
  ),
  regular('signer@cimarrontrust.example', 'Margaret Ashby', 'Trustee', [{ company: 'cimarron', roles: [SIGNER] }]),

  regular('admin@firstplainsbank.example', 'Gordon Tate', 'VP Energy Lending', [
    { company: 'firstplains', roles: [ADMIN] },
  ]),
  regular('user@firstplainsbank.example', 'Elena Vasquez', 'Trust Operations', [
    { company: 'firstplains', roles: [USER] },
  ]),
  regular(
    'readonly@firstplainsbank.example',
    'Dale Whitmore',
    'Credit Analyst',
    [{ company: 'firstplains', roles: [READ] }],
    quiet,
  ),

  regular('admin@bluecreekmidstream.example', 'Kyle Brandt', 'Controller', [{ company: 'bluecreek', roles: [ADMIN] }]),
  regular(
    'user@bluecreekmidstream.example',
    'Sofia Reyes',
    'Crude Accountant',
    [{ company: 'bluecreek', roles: [USER] }],
    { dateFormat: 'MM/dd/yyyy', itemsPerPage: '50' },
  ),
  regular(
    'readonly@bluecreekmidstream.example',
    'Ben Carver',
    'Measurement Analyst',
    [{ company: 'bluecreek', roles: [READ] }],
    quiet,
  ),

  // One person in two companies, with a different role in each.
  regular('morgan.ellis@ellisaccounting.example', 'Morgan Ellis', 'Contract Accountant', [
    { company: 'redmesa', roles: [USER] },
    { company: 'bluecreek', roles: [READ] },
  ]),

  // Platform support: may select and read any company, never act for it.
  { ...regular('support@docvue.example', 'Sam Keller', 'DocVue Support', []), userType: UserType.Global },

  // ERP integration of Red Mesa: authenticates with an API key (none is issued by the seed).
  {
    email: 'erp@redmesaenergy.example',
    firstName: 'ERP',
    lastName: 'Integration',
    title: 'System',
    userType: UserType.ApiKey,
    hasPassword: false,
    memberships: [{ company: 'redmesa', roles: [USER] }],
  },
];

/** The user of a company who uploads its documents in the demo (first one with the User role). */
export function uploaderOf(company: CompanyKey): DemoUser {
  const u = demoUsers.find(
    (x) => x.hasPassword && x.memberships.some((m) => m.company === company && m.roles[0] === USER),
  );
  if (!u) throw new Error(`No uploader for ${company}`);
  return u;
}

function rolesText(roles: RoleId[]): string {
  return roles.map((r) => roleNames[r]).join(' + ');
}

/** `| e-mail | password | company | role |` of every demo user who signs in with a password. */
export function demoLoginTable(): string {
  const rows = demoUsers
    .filter((u) => u.hasPassword)
    .map((u) => {
      const company =
        u.userType === UserType.Global
          ? '(any company, global user)'
          : u.memberships.map((m) => demoCompany(m.company).legalName).join('; ');
      const role = u.userType === UserType.Global ? 'Global' : u.memberships.map((m) => rolesText(m.roles)).join('; ');
      return `| ${u.email} | ${DEMO_PASSWORD} | ${company} | ${role} |`;
    });
  return ['| e-mail | password | company | role |', '|---|---|---|---|', ...rows].join('\n');
}
