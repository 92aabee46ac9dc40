import { declaredRoutes } from '@docvue/contracts';
import { vi } from 'vitest';

/** Whether "METHOD /api/path" is a call the contracts declare (its path parameters filled in). */
function isDeclared(entry: string): boolean {
  const [method, path] = entry.split(' ');
  return declaredRoutes.some(
    (r) =>
      r.method === method && new RegExp(`^/api${r.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`, 'i').test(path ?? ''),
  );
}

export interface RecordedCall {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
  /** The multipart body of a form sent with fetch (an upload without progress). */
  form?: FormData;
}

type Reply = { status?: number; body?: unknown } | ((call: RecordedCall) => { status?: number; body?: unknown });

/**
 * Stands in for the server (the one thing outside the web app): answers `fetch` from a
 * table of "METHOD /api/path" entries and records every call. Every entry must be a declared
 * route; calls without an entry answer 404 the way the server does.
 */
export function fakeApi(routes: Record<string, Reply> = {}) {
  // A fake of a call the server does not have would let a test pass against nothing real.
  const undeclared = Object.keys(routes).filter((entry) => !isDeclared(entry));
  if (undeclared.length > 0) throw new Error(`fakeApi: not declared in the contracts: ${undeclared.join(', ')}`);
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname,
      url,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      form: init.body instanceof FormData ? init.body : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route(call) : route;
    if (!reply) {
      return Response.json(
        { error: { message: `No such endpoint: ${method} ${url.pathname}`, code: 'not_found' } },
        { status: 404 },
      );
    }
    // A 204 has no body, as the server sends it.
    if (reply.status === 204) return new Response(null, { status: 204 });
    return Response.json(reply.body ?? { ok: true }, { status: reply.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
