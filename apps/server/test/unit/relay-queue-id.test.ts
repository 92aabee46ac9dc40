import { describe, expect, it } from 'vitest';
import { relayQueueId } from '../../src/lib/mailer.js';

/* The relay's queue id as relays name it in their answer to DATA (lib/mailer.ts). */
describe('relayQueueId', () => {
  it.each([
    ['250 2.0.0 Ok: queued as 4BX1c03Dz7z9Q', '4BX1c03Dz7z9Q'],
    ['250 Ok: queued as CnhWBgGeSNKlj3iRVmuRBA', 'CnhWBgGeSNKlj3iRVmuRBA'],
    ['250 OK id=1rABCD-000123-4x', '1rABCD-000123-4x'],
    [
      '250 Ok 0100018c2f9e8b1a-2f1c3d4e-5f6a-7b8c-9d0e-1f2a3b4c5d6e-000000',
      '0100018c2f9e8b1a-2f1c3d4e-5f6a-7b8c-9d0e-1f2a3b4c5d6e-000000',
    ],
  ])('reads %s', (response, id) => {
    expect(relayQueueId(response)).toBe(id);
  });

  it('names none when the relay does not', () => {
    expect(relayQueueId('250 OK: message queued')).toBeNull();
    expect(relayQueueId('250 OK')).toBeNull();
    expect(relayQueueId(undefined)).toBeNull();
  });
});
