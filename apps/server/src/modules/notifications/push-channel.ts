/** The PostgreSQL channel new notifications are announced on: a JSON array of their ids. */
export const PUSH_CHANNEL = 'docvue_notifications';

/** The ids of a payload; anything else on the channel is ignored. */
export function idsOfPayload(payload: string): number[] {
  try {
    const value: unknown = JSON.parse(payload);
    return Array.isArray(value) ? value.filter((v): v is number => Number.isSafeInteger(v) && v > 0) : [];
  } catch {
    return [];
  }
}
