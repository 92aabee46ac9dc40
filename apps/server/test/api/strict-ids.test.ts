import { declaredRoutes, paramNamesOf, Role, wholeNumber } from '@docvue/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/app.js';
import { makeCompany, makeUser } from '../support/factories.js';

/*
 * Issue #19: number coercion read `0x1`, `1e0`, `+1`, `01`, ` 1` and `1.0000000000000001` as
 * 1 on 19 routes. Ids and other whole numbers are canonical digits or a 400.
 */
const lenient = ['0x1', '1e0', '+1', '01', ' 1', '1.0000000000000001', '1.0', '-1', '99999999999999999999'];

describe('the whole-number schema', () => {
  it('reads canonical digits and JSON numbers, and nothing else', () => {
    const schema = wholeNumber();
    expect(schema.parse('12')).toBe(12);
    expect(schema.parse('0')).toBe(0);
    expect(schema.parse(12)).toBe(12);
    for (const text of [...lenient, '', 'abc', '1 ', '１']) {
      expect(schema.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
    expect(schema.safeParse(1.5).success).toBe(false);
  });
});

let t: TestApp;
let token: string;
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await makeCompany(t.db)).id;
  // Every role, so no route refuses by permission before it reads its parameters.
  const user = await makeUser(t.db, { memberships: { [companyId]: [Role.Administrator, Role.User, Role.Signer] } });
  token = await t.tokenFor(user.id);
});
afterAll(() => t.close());

/** The path parameters of a route that are numbers (not text, like a sign-in subject or a token). */
const numericParams = (route: (typeof declaredRoutes)[number]) => {
  const shape = route.params instanceof z.ZodObject ? (route.params.shape as Record<string, unknown>) : {};
  return paramNamesOf(route.path).filter((p) => !(shape[p] instanceof z.ZodString));
};
const numericPathRoutes = declaredRoutes.filter((r) => numericParams(r).length > 0);

describe('every route with an id in its path', () => {
  it('is more than a handful (the test covers what it says)', () => {
    expect(numericPathRoutes.length).toBeGreaterThan(19);
  });

  it('answers 400 to an id that is not written in canonical digits', async () => {
    const failures: string[] = [];
    for (const route of numericPathRoutes) {
      for (const value of lenient) {
        const numeric = numericParams(route);
        const url = `/api${route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
          numeric.includes(name) ? encodeURIComponent(value) : '1',
        )}`;
        const res = await t.call(
          { token, companyId },
          {
            method: route.method,
            url,
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
          },
        );
        if (res.statusCode !== 400) failures.push(`${route.method} ${url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('whole numbers in the query', () => {
  it('are canonical digits or a 400', async () => {
    for (const url of [
      '/api/documentroute/?page=0x1',
      '/api/documentroute/?afterId=1e0',
      '/api/notifications?pageSize=+5',
      '/api/party/grid/search?page=01',
      '/api/documentroute/stats?documentTypeId=93&months=%2012',
    ]) {
      const res = await t.call({ token, companyId }, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('validation_failed');
    }
    expect((await t.call({ token, companyId }, { method: 'GET', url: '/api/notifications?page=2' })).statusCode).toBe(
      200,
    );
  });
});
