import { UserType } from '@docvue/contracts';
import type { Transaction } from '../../db/client.js';
import { insertAdministrator } from './accounts-repository.js';

/**
 * A company registered on the network (registration/register-company.ts) gets its first
 * administrator: a new account of that company, to choose its password through the welcome link
 * (make-welcome-link.ts). Its id.
 */
export async function addFirstAdministrator(
  tx: Transaction,
  companyId: number,
  person: { emailAddress: string; firstName: string; lastName: string },
): Promise<number> {
  return insertAdministrator(tx, companyId, {
    emailAddress: person.emailAddress,
    firstName: person.firstName,
    lastName: person.lastName,
    userType: UserType.Regular,
    isTemporaryPassword: true,
  });
}
