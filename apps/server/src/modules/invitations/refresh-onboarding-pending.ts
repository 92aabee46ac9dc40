import type { Queryable } from '../../db/client.js';
import { updateOnboardingPending } from './repository.js';

/**
 * The sender keeps "onboarding pending" while any invitation it sent waits for an answer: asked
 * again wherever an invitation is sent or answered, and by the seed once its invitations are in.
 */
export async function refreshOnboardingPending(tx: Queryable, companyId: number) {
  await updateOnboardingPending(tx, companyId);
}
