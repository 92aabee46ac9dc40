import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  api,
  declaredRoutes,
  paramNamesOf,
  pathOf,
  type CallInput,
  type DeclaredRoute,
  type DocumentResponse,
  type IdField,
  type ResponseOf,
} from '../src/index.js';

/** A schema without what wraps its value: optional, nullable, default, a transform's input. */
function unwrap(schema: unknown): unknown {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodCatch
  ) {
    return unwrap(schema.unwrap());
  }
  // A preprocess (wholeNumber: digits to a number) is a pipe from a transform: the number is its output.
  if (schema instanceof z.ZodPipe) return unwrap(schema.in instanceof z.ZodTransform ? schema.out : schema.in);
  return schema;
}

/** The fields of an object schema, also when it is optional or nullable. */
function shapeOf(schema: unknown): Record<string, unknown> {
  const inner = unwrap(schema);
  return inner instanceof z.ZodObject ? (inner.shape as Record<string, unknown>) : {};
}

type Part = 'params' | 'query' | 'body' | 'form';
const inputOf = (route: DeclaredRoute, part: Part) => (part === 'form' ? route.form?.schema : route[part]);

/**
 * Every field of a route's query, body or upload form that looks like an id: named `id`, `…Id`,
 * `ids` or `…Ids`, or a list of numbers (`selectedParties`). Nested fields are named with their
 * path (`body.terminologies[].terminologyId`).
 */
function idLikeFields(schema: unknown, path: string): string[] {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, unknown>).flatMap(([name, field]) => {
      const at = `${path}.${name}`;
      const value = unwrap(field);
      if (value instanceof z.ZodArray && unwrap(value.element) instanceof z.ZodNumber) return [at];
      if (/^ids?$|Ids?$/.test(name)) return [at];
      return idLikeFields(field, at);
    });
  }
  if (inner instanceof z.ZodArray) return idLikeFields(inner.element, `${path}[]`);
  return [];
}

/**
 * Id-like fields that name nothing a company owns, so the cross-tenant suite has nothing to probe
 * in them; by field name, or `route:field` for one route. Anything else must be in the route's `ids`.
 */
const notCompanyObjects: Record<string, string> = {
  // The network's fixed lists, the same for every company.
  partyTypeId: 'party types (Vendor, Purchaser, …)',
  partyTypeIds: 'party types',
  legalDocumentTypeId: 'W-9 or insurance certificate',
  privacySettingId: 'Private or Shared with partners',
  documentRouteStatusId: 'route statuses',
  additionalRoles: 'role ids',
  terminologyId: 'the terms a company may rename (the network’s list)',
  // A list resumes after its last row: the caller's own rows are read, whatever the number.
  afterId: 'a paging cursor',
  // The spec's upload data names them; the server never reads them (the uploader is the caller).
  folderId: 'always 1 in the spec’s upload data',
  'uploadDocument:form.userId': 'the uploader is always the caller',
  // A structured rejection names lines by their number on the document (1, 2, …), not by an id.
  'rejectDocument:body.lines': 'line numbers of the rejected document',
};

describe('route declarations', () => {
  it('name every route after its key, once per method and path', () => {
    const seen = new Set<string>();
    for (const [key, route] of Object.entries(api)) {
      expect(route.name).toBe(key);
      const signature = `${route.method} ${route.path.toLowerCase()}`;
      expect(seen.has(signature), signature).toBe(false);
      seen.add(signature);
    }
  });

  it("declare exactly the path's parameters, and say what every id refers to", () => {
    for (const route of declaredRoutes) {
      const inPath = paramNamesOf(route.path).sort();
      expect(Object.keys(shapeOf(route.params)).sort(), route.name).toEqual(inPath);
      for (const field of Object.keys(route.ids ?? {})) {
        const [part, name] = field.split('.') as [Part, string];
        expect(Object.keys(shapeOf(inputOf(route, part))), `${route.name}: ${field}`).toContain(name);
      }
      // An id-looking path parameter without a kind would escape the cross-tenant suite.
      for (const name of inPath.filter((n) => /id$/i.test(n))) {
        expect(route.ids?.[`params.${name}`], `${route.name}: params.${name}`).toBeDefined();
      }
    }
  });

  it('declare the kind of every id in a query, body or upload form, but for the network’s own lists', () => {
    const undeclared = declaredRoutes.flatMap((route) =>
      (['query', 'body', 'form'] as const)
        .flatMap((part) => idLikeFields(inputOf(route, part), part))
        .filter(
          (field) =>
            route.ids?.[field as IdField] === undefined &&
            notCompanyObjects[`${route.name}:${field}`] === undefined &&
            notCompanyObjects[field.split('.').pop()!] === undefined,
        )
        .map((field) => `${route.name}: ${field}`),
    );
    // A company's id not named here would escape the cross-tenant suite.
    expect(undeclared).toEqual([]);
  });

  it('finds the ids a route could forget, nested and in lists, and the forms of uploads', () => {
    const body = z.object({
      id: z.number(),
      ownerIds: z.array(z.number()).optional(),
      chosen: z.array(z.coerce.number().int()).default([]),
      rows: z.array(z.object({ partnerId: z.number().nullish(), note: z.string() })),
      name: z.string(),
    });
    expect(idLikeFields(body, 'body')).toEqual(['body.id', 'body.ownerIds', 'body.chosen', 'body.rows[].partnerId']);
    expect(idLikeFields(inputOf(api.uploadLegalDocument, 'form'), 'form')).toEqual(
      expect.arrayContaining(['form.selectedParties', 'form.legalDocumentTypeId']),
    );
    expect(api.uploadLegalDocument.ids).toEqual({ 'form.selectedParties': 'party' });
  });

  it('give every upload a form field or a file only, and read no JSON body with it', () => {
    for (const route of declaredRoutes) {
      if (route.form) expect(route.multipart, route.name).toBe(true);
      if (route.multipart) expect(route.body, route.name).toBeUndefined();
    }
  });

  it('give every upload its budget of bytes, and nothing else one (issue 39)', () => {
    for (const route of declaredRoutes) {
      if (route.multipart) expect(route.maxUploadBytes, route.name).toBeGreaterThan(0);
      else expect(route.maxUploadBytes, route.name).toBeUndefined();
    }
  });

  it('say what cached data each call reads or changes', () => {
    for (const route of declaredRoutes) {
      if (route.method === 'GET') expect(route.reads, route.name).toBeDefined();
      else expect(route.reads !== undefined || route.changes !== undefined, route.name).toBe(true);
    }
  });

  it('name a permission on every change of company data, but for what any member may do', () => {
    // Changes a reader (ReadOnly, platform support) may make: their own read marks, licence,
    // preferences, saved signature and greeting, error reports, their answer to a company's
    // request to join, and calls that only compute (extraction, search); and linking one's own
    // sign-in to one's account.
    const anyMember = [
      'linkSignIn',
      'markDocumentRead',
      'markNotificationRead',
      'markAllNotificationsRead',
      'saveUserSignature',
      'replaceUserSignature',
      'searchLegalDocuments',
      'acceptLicence',
      'updatePersonalization',
      'updateProfile',
      'recordWelcomeDisplayed',
      'logClientException',
      'logAuthenticationException',
      'requestPasswordReset',
      'registerCompany',
      'autoExtract',
      'searchDocuments',
      'acceptJoinRequest',
      'declineJoinRequest',
      'requestEmailChange',
      // The platform operator's retry of a background job: no company's data, 404 to anyone else.
      'retryJob',
      // The platform operator's check of every history: the same.
      'startHistoryVerification',
    ];
    const unguarded = declaredRoutes.filter((r) => r.method !== 'GET' && !r.permission).map((r) => r.name);
    expect(unguarded.sort()).toEqual(anyMember.sort());
  });

  it('only refuse by permission on company routes', () => {
    for (const route of declaredRoutes) {
      if (route.permission) expect(route.access ?? 'company', route.name).toBe('company');
    }
  });

  it('fill a path with encoded parameters and refuse a missing one', () => {
    expect(pathOf(api.getHistoryDetails, { objectId: 4, historyId: 9 })).toBe('/history/4/details/9');
    expect(pathOf(api.getExchangeUser, { externalId: 'a/b c' })).toBe('/exchangeusers/external/a%2Fb%20c');
    expect(() => pathOf(api.getDocument, {})).toThrow(/id is missing/);
  });

  it('type calls by their declaration', () => {
    expectTypeOf<ResponseOf<typeof api.getDocument>>().toEqualTypeOf<DocumentResponse>();
    expectTypeOf<CallInput<typeof api.getDocument>['params']>().toEqualTypeOf<{ id: unknown }>();
    // The spec's body stays valid: reason alone; the structured parts (issue 29) are optional.
    expectTypeOf<{ reason: string }>().toExtend<CallInput<typeof api.rejectDocument>['body']>();
  });
});
