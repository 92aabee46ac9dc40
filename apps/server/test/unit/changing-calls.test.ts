import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { forgetOnChangingCalls } from '../../src/http/changing-calls.js';

/*
 * The announced caches (membership, list totals) are forgotten by every call of this process that
 * may change something, before its answer leaves; on PGlite the database's announcement arrives
 * before the write returns anyway, so this rule is checked here on its own, on a bare Fastify.
 */
describe('changing calls', () => {
  it('forget the caches when a call may have changed something, and not for reads', async () => {
    let cleared = 0;
    const app = Fastify();
    forgetOnChangingCalls(app, [{ clear: () => void cleared++ }]);
    app.get('/read', async () => ({ ok: true }));
    app.post('/change', async () => ({ ok: true }));
    app.delete('/change', async () => ({ ok: true }));
    app.post('/search', { config: { readOnly: true } }, async () => ({ ok: true }));
    app.post('/fails', async () => {
      throw new Error('half done');
    });

    await app.inject({ method: 'GET', url: '/read' });
    await app.inject({ method: 'POST', url: '/search' });
    expect(cleared).toBe(0);
    await app.inject({ method: 'POST', url: '/change' });
    expect(cleared).toBe(1);
    await app.inject({ method: 'DELETE', url: '/change' });
    expect(cleared).toBe(2);
    // A change that failed half-way may have committed part of itself.
    expect((await app.inject({ method: 'POST', url: '/fails' })).statusCode).toBe(500);
    expect(cleared).toBe(3);
    await app.close();
  });
});
