import type { z } from 'zod';
import type { Permission } from '../permissions.js';

/**
 * Every call of the API is declared once, here in the contracts: method, path, params, query,
 * body, response, who may call it and with which permission. The server registers its handlers
 * against these declarations (a declaration without a handler, or a handler without one, stops
 * the start); the web client can only call a declared route, typed by it; the OpenAPI document
 * is generated from the same schemas.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may reach a route: anyone (`public`), anyone with an access token the issuer signed, whether
 * or not an account is linked to it yet (`token`: only for linking a sign-in to its account),
 * anyone signed in (`signedIn`), anyone signed in and, when the Company-Id header names a company,
 * a member of it (`companyOptional`: the session, the licence, one's profile), or a member of the
 * company named by the Company-Id header (`company`, the default, so a route that forgets to
 * choose fails closed).
 */
export type Access = 'public' | 'token' | 'signedIn' | 'companyOptional' | 'company';

/**
 * What an id of a route refers to. Every id a route takes is named with its kind: the OpenAPI
 * text says what to pass, and the cross-tenant suite calls each route with another company's
 * object of that kind.
 */
export type IdKind =
  | 'document'
  | 'attachment'
  | 'historyEntry'
  | 'party'
  | 'user'
  | 'apiKey'
  | 'externalUser'
  | 'company'
  | 'invitation'
  | 'orgUnit'
  | 'addressSet'
  | 'legalDocument'
  | 'notification'
  | 'documentType'
  | 'documentTemplate'
  | 'metadataDefinition'
  | 'webhookEndpoint'
  | 'statementRun'
  | 'lineItemColumn'
  /** A background job: no company's, the platform operator's alone (404 to anyone else). */
  | 'job';

/**
 * The web's cached data a call reads (`reads`) or changes (`changes`). Query keys start with the
 * resource; a mutation invalidates the resources it declares, so lists, dashboard and search
 * show what it changed.
 */
export type Resource =
  | 'session'
  | 'companies'
  | 'documents'
  | 'documentPages'
  | 'documentLists'
  | 'dashboard'
  | 'search'
  | 'parties'
  | 'orgUnits'
  | 'documentTypes'
  | 'notifications'
  | 'invitations'
  | 'addressSets'
  | 'legalDocuments'
  | 'users'
  | 'webhooks'
  | 'statementRuns';

/**
 * At most `max` calls in `perMinutes`, counted per client address, per signed-in user, per company
 * called, or per e-mail named.
 */
export interface RateLimit {
  max: number;
  perMinutes: number;
  /** Whose calls count together; default the client address. `email` is the query's `email`. */
  per?: 'address' | 'user' | 'company' | 'email';
}

/** A multipart upload's JSON field (`fileUploadData`, `details`): its name, and the schema of its JSON. */
export interface FormField {
  name: string;
  schema: z.ZodType;
}

/** Where an id is: `params.id`, `query.userId`, `body.selectedParties`, `form.documentId`. */
export type IdField = `${'params' | 'query' | 'body' | 'form'}.${string}`;

export interface RouteDeclaration {
  method: Method;
  /** Under /api, Fastify style (`/documents/:id`); matched case-insensitively. */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  /** Default `company`. */
  access?: Access;
  /** Checked with the membership, before the handler runs or any body is read. */
  permission?: Permission;
  /**
   * Only the platform operator (a global user) may call it: what it reads or changes belongs to no
   * company (the outbox, the jobs). To anyone else the call does not exist: a 404 naming this
   * (`The outbox` → 'The outbox was not found.'), answered where routes are registered
   * (apps/server/src/http/register.ts), after validation, before the handler runs.
   */
  platformOnly?: string;
  /** How often anyone may repeat it (public routes, reports): each limit counts on its own. */
  rateLimits?: readonly RateLimit[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart upload the handler reads as a stream (the body has no schema). */
  multipart?: true;
  /**
   * A multipart upload's budget: the most bytes its files may hold together (docs/limits.md). The
   * request may be this and the form's allowance (`uploadFormAllowanceBytes`); a Content-Length
   * beyond is refused before a byte of the body is read, and each file is refused as it streams
   * past its own limit.
   */
  maxUploadBytes?: number;
  /** The JSON field of a multipart upload, sent before the file and checked before any byte of it is read. */
  form?: FormField;
  /** The JSON answer, or `file` for a binary one (PDF, image, download). */
  response: z.ZodType | 'file';
  /** Success status; default 200. */
  status?: 200 | 201;
  /**
   * The kind of every id the route takes, in params (`params.id`), query (`query.userId`), body
   * (`body.documentId`) or an upload's form field (`form.receivingPartyId`); for a list of ids
   * (`body.selectedParties`), the kind of each.
   */
  ids?: Readonly<Record<IdField, IdKind>>;
  /** For reads: the cached data the answer is part of. */
  reads?: Resource;
  /** For changes: the cached data to refresh afterwards. */
  changes?: readonly Resource[];
}

declare const declared: unique symbol;
/**
 * Only `defineRoutes` makes a declared route (the mark exists in types only): a route object
 * written anywhere else, for a path the server may not have, is not one and does not compile
 * where a declared route is asked for.
 */
type Declared = { readonly [declared]: true };

export type Named<T extends Record<string, RouteDeclaration>> = {
  readonly [K in keyof T]: T[K] & { readonly name: K & string } & Declared;
};

/** Names each declaration after its key (the OpenAPI operationId, the handler's key). */
export function defineRoutes<const T extends Record<string, RouteDeclaration>>(routes: T): Named<T> {
  return Object.fromEntries(Object.entries(routes).map(([name, route]) => [name, { ...route, name }])) as Named<T>;
}

export type DeclaredRoute = RouteDeclaration & { readonly name: string } & Declared;

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type In<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What the server's handler receives (validated, defaults applied). */
export type ParamsOf<R> = R extends { params: infer P } ? Out<P> : undefined;
export type QueryOf<R> = R extends { query: infer Q } ? Out<Q> : undefined;
export type BodyOf<R> = R extends { body: infer B } ? Out<B> : undefined;
/** The JSON of an upload's form field, as its schema reads it. */
export type FormOf<R> = R extends { form: { schema: infer S } } ? Out<S> : undefined;
/** The JSON of an upload's form field, as a client sends it. */
export type FormInputOf<R> = R extends { form: { schema: infer S } } ? In<S> : undefined;
/** What the server answers and the client receives. */
export type ResponseOf<R> = R extends { response: infer S } ? (S extends z.ZodType ? z.output<S> : never) : never;
export type ResponseInputOf<R> = R extends { response: infer S } ? (S extends z.ZodType ? z.input<S> : never) : never;

/** What the client sends: params, query and body as their schemas accept them. */
export type CallInput<R> = (R extends { params: infer P } ? { params: In<P> } : { params?: undefined }) &
  (R extends { query: infer Q } ? { query?: In<Q> } : { query?: undefined }) &
  (R extends { body: infer B } ? { body: In<B> } : { body?: undefined });

/** The names of a path's parameters: `/history/:objectId/details/:historyId` → objectId, historyId. */
export const paramNamesOf = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

/** The path of a call with its parameters filled in (encoded). */
export function pathOf(route: Pick<RouteDeclaration, 'path'>, params?: Record<string, unknown>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.path}: ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
