import { certificateWarningDays } from '@docvue/contracts';

const DAY_MS = 86_400_000;

/** Days from today (the user's calendar day) to an ISO date; negative once it has passed. */
export function daysUntil(isoDate: string, today: Date = new Date()): number {
  const [y, m, d] = isoDate.split('-').map(Number);
  const due = Date.UTC(y!, m! - 1, d!);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((due - now) / DAY_MS);
}

/** The warning beside a certificate that expires within 30 days or has expired; null otherwise. */
export function expiryWarning(daysLeft: number): string | null {
  if (daysLeft > certificateWarningDays) return null;
  if (daysLeft < 0) return 'Expired';
  if (daysLeft === 0) return 'Expires today';
  return `Expires in ${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}
