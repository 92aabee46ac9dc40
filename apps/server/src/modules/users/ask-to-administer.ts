import { Role } from '@docvue/contracts';
import type { Transaction } from '../../db/client.js';
import { insertAdministerRequest } from './members-repository.js';

/**
 * A company registered with an address that has an account already (registration/register-company.ts):
 * the person is asked to administer it, as any company asks a person to join (join-requests.ts),
 * and decides when signed in.
 */
export async function askToAdminister(
  tx: Transaction,
  companyId: number,
  person: { id: number },
  asked: { emailAddress: string; firstName: string; lastName: string },
): Promise<void> {
  await insertAdministerRequest(tx, {
    companyId,
    userId: person.id,
    emailAddress: asked.emailAddress,
    firstName: asked.firstName,
    lastName: asked.lastName,
    mainRole: Role.Administrator,
  });
}
