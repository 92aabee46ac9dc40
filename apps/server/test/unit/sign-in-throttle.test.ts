import { describe, expect, it } from 'vitest';
import { SignInThrottle, waitMessage } from '../../src/plugins/oidc/sign-in-throttle.js';

/** A throttle on a clock the test moves. */
function throttleAt(start = 1_000_000) {
  let now = start;
  const throttle = new SignInThrottle({ freeFailures: 5, longestWaitMs: 15 * 60_000 }, () => now);
  return { throttle, advance: (ms: number) => (now += ms) };
}

const stranger = { email: 'carla@permian.example', address: '203.0.113.9', trustedDevice: false };
const owner = { email: 'Carla@Permian.example ', address: '198.51.100.4', trustedDevice: true };

describe('the sign-in throttle', () => {
  it('lets the free attempts through, then makes each next attempt wait longer, up to the longest wait', () => {
    const { throttle } = throttleAt();
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      waits.push(throttle.waitMs(stranger));
      throttle.failed(stranger);
    }
    expect(waits.slice(0, 5)).toEqual([0, 0, 0, 0, 0]);
    expect(waits.slice(5, 10)).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(15 * 60_000);
    expect(throttle.waitMs(stranger)).toBe(15 * 60_000);
  });

  it('never stops the owner’s own browser, whatever strangers tried', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 30; i++) throttle.failed(stranger);
    expect(throttle.waitMs(stranger)).toBeGreaterThan(0);
    // Same account (as typed differently), its own device, another address.
    expect(throttle.waitMs(owner)).toBe(0);
  });

  it('counts by the e-mail as typed, known or not: an unknown address is slowed the same way', () => {
    const { throttle } = throttleAt();
    const unknown = { ...stranger, email: 'nobody@nowhere.example' };
    for (let i = 0; i < 6; i++) {
      throttle.failed(stranger);
      throttle.failed({ ...unknown, address: '192.0.2.1' });
    }
    expect(throttle.waitMs({ ...unknown, address: '192.0.2.50' })).toBe(
      throttle.waitMs({ ...stranger, address: '192.0.2.51' }),
    );
  });

  it('slows one address trying many accounts, more generously than one account', () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < 20; i++) throttle.failed({ ...stranger, email: `user${i}@example.com` });
    expect(throttle.waitMs({ ...stranger, email: 'someone-new@example.com' })).toBe(1000);
    expect(throttle.waitMs({ ...stranger, address: '192.0.2.7', email: 'someone-new@example.com' })).toBe(0);
  });

  it('forgets after an hour without failures, and after a success', () => {
    const { throttle, advance } = throttleAt();
    for (let i = 0; i < 7; i++) throttle.failed(stranger);
    expect(throttle.waitMs(stranger)).toBe(4000);
    advance(61 * 60_000);
    expect(throttle.waitMs(stranger)).toBe(0);
    for (let i = 0; i < 7; i++) throttle.failed(stranger);
    throttle.succeeded(stranger);
    expect(throttle.waitMs(stranger)).toBe(0);
  });

  it('keeps its memory bounded under a flood of e-mails: the oldest counts are forgotten first', () => {
    const { throttle } = throttleAt();
    const first = { ...stranger, email: 'first@example.com', address: 'x' };
    const last = { ...stranger, email: 'last@example.com', address: 'x' };
    for (let i = 0; i < 7; i++) throttle.failed(first);
    expect(throttle.waitMs({ ...first, address: 'y' })).toBe(4000);
    for (let i = 0; i < 60_000; i++) throttle.failed({ ...stranger, email: `flood${i}@example.com`, address: `a${i}` });
    for (let i = 0; i < 7; i++) throttle.failed(last);
    expect(throttle.waitMs({ ...first, address: 'y' })).toBe(0);
    expect(throttle.waitMs({ ...last, address: 'y' })).toBe(4000);
  });

  it('tells how long to wait in words', () => {
    expect(waitMessage(1000)).toBe('Too many sign-in attempts. Wait 1 second, then try again.');
    expect(waitMessage(16_000)).toBe('Too many sign-in attempts. Wait 16 seconds, then try again.');
    expect(waitMessage(15 * 60_000)).toBe('Too many sign-in attempts. Wait 15 minutes, then try again.');
  });
});
