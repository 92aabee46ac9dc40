import { retryDelay } from './backoff';

describe('retryDelay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => retryDelay(n, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  it('takes off up to half at random', () => {
    expect(retryDelay(0, () => 0)).toBe(500);
    expect(retryDelay(5, () => 0.5)).toBe(22500);
  });
});
