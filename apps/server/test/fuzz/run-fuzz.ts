import { ErrorCode, errorResponse, errorStatus, type DeclaredRoute } from '@docvue/contracts';
import type { LightMyRequestResponse } from 'fastify';
import fc from 'fast-check';
import type { z } from 'zod';
import { requestArbitrary, type FuzzRequest } from './requests.js';
import { STRANGER_MARKER, type FuzzWorld } from './world.js';

/**
 * What every answer to any request must be: never a 5xx; an error in the product's shape with a
 * known code and that code's one status; a success that matches the route's declared response;
 * and nothing of the stranger company's data.
 */
export function problemWith(route: DeclaredRoute, res: LightMyRequestResponse): string | undefined {
  const status = res.statusCode;
  const text = res.body;
  if (STRANGER_MARKER.test(text)) return `answered with another company's data: ${text.slice(0, 200)}`;
  for (const [name, value] of Object.entries(res.headers)) {
    if (STRANGER_MARKER.test(String(value))) return `header ${name} names another company's data`;
  }
  if (status >= 400) {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return `${status} not JSON: ${text.slice(0, 200)}`;
    }
    const parsed = errorResponse.safeParse(json);
    if (!parsed.success) return `${status} not in the error shape: ${text.slice(0, 200)}`;
    const { code } = parsed.data.error;
    // The one 5xx the specification asks for: a legal document stored but unreadable (docs/product/administration.md §8).
    if (status >= 500 && code !== ErrorCode.ExtractionFailed) return `${status} ${code}: ${text.slice(0, 300)}`;
    if (errorStatus[code] !== status) return `${status} with code ${code}, which is ${errorStatus[code]}`;
    return undefined;
  }
  if (status >= 300) return `unexpected status ${status}`;
  if (route.response === 'file') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return `${status} not JSON: ${text.slice(0, 200)}`;
  }
  const parsed = (route.response as z.ZodType).safeParse(json);
  if (!parsed.success) return `${status} does not match the declared response: ${parsed.error.message.slice(0, 300)}`;
  return undefined;
}

export interface Finding {
  route: string;
  problem: string;
  request: FuzzRequest;
  times: number;
}

/** A request as a person would retype it: method, URL, the start of its body. */
export const describeRequest = (r: FuzzRequest) =>
  `${r.method} ${r.url.slice(0, 300)} [company-id ${r.headers['company-id']}] ${
    r.payload === undefined ? '' : `${r.headers['content-type'] ?? '(no type)'}: ${String(r.payload).slice(0, 300)}`
  }`;

/** The seed of a run: FUZZ_SEED replays one that found something. */
export const fuzzSeed = () => (process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31);

/** Requests in flight at once: the app waits on its database between steps, so a few overlap well (2-3× faster). */
const CONCURRENCY = 8;

/**
 * Sends `runs` generated requests to one route, a few at a time, and returns what went wrong,
 * grouped by the kind of problem (status and code, without the varying detail), each with its
 * first request. The requests are fast-check's samples of the route's arbitrary for `seed`, so a
 * seed replays a run.
 */
export async function fuzzRoute(world: FuzzWorld, route: DeclaredRoute, runs: number, seed: number) {
  const extraTokens = await world.tokensFor(route, runs);
  const requests = fc.sample(requestArbitrary(route, world, extraTokens), { numRuns: runs, seed });
  const findings = new Map<string, Finding>();
  let sent = 0;
  const worker = async () => {
    for (let request = requests.pop(); request; request = requests.pop()) {
      const res = await world.t.app.inject(request);
      sent++;
      const found = problemWith(route, res);
      if (!found) continue;
      const cause = res.statusCode >= 500 ? world.serverErrorOf(String(res.headers['x-request-id'])) : undefined;
      const problem = cause ? `${found}\n    server: ${cause}` : found;
      const key = problem.replace(/:.*$/s, '');
      const seen = findings.get(key);
      if (seen) seen.times++;
      else findings.set(key, { route: route.name, problem, request, times: 1 });
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  // The callers still work: a route the fuzz may not break for the routes after it.
  for (const caller of world.callers) {
    const me = await world.t.call(caller, { method: 'GET', url: '/api/users/current' });
    if (me.statusCode !== 200) {
      findings.set('caller', {
        route: route.name,
        problem: `left ${caller.label} unable to call: ${me.statusCode} ${me.body.slice(0, 200)}`,
        request: { caller: 0, method: 'GET', url: '/api/users/current', headers: {}, remoteAddress: '' },
        times: 1,
      });
    }
  }
  return { sent, findings: [...findings.values()] };
}
