import {
  ClientErrorCode,
  ErrorCode,
  errorResponse,
  pathOf,
  type ApiRoute,
  type CallInput,
  type ClientErrorCodeValue,
  type ErrorCodeValue,
  type FormField,
  type FormInputOf,
  type ResponseOf,
} from '@docvue/contracts';
import type { z } from 'zod';
import { getSelectedCompanyId } from '@/lib/company-storage';

/**
 * The only way the web talks to the API: every call names a route declared in the contracts
 * (`api.getDocument`), so its path, input and answer are typed by the declaration, and a call
 * to a route that does not exist does not compile: a route object written by hand, or a
 * declared one with another path, is not one of the API's routes.
 */

/** A failed call: `message` is the server's `error.message`, which the UI shows as it is. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCodeValue | ClientErrorCodeValue,
    message: string,
  ) {
    super(message);
  }
}

type TokenProvider = () => Promise<string | undefined>;
let accessToken: TokenProvider = async () => undefined;

/** The sign-in layer tells the client where the current access token comes from. */
export function setAccessTokenProvider(provider: TokenProvider): void {
  accessToken = provider;
}

export interface CallOptions {
  /** A company other than the stored one (while the session is being chosen), or false to omit the header. */
  companyId?: number | false;
  /** Public calls carry no token. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** A route answered with JSON, checked against its schema. */
export type JsonRoute = Extract<ApiRoute, { response: z.ZodType }>;
/** A route answered with a file (PDF, image, download). */
export type FileRoute = Extract<ApiRoute, { response: 'file' }>;
/** The input may be left out when the route takes none that is required. */
export type CallArgs<R> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "no required input" is exactly {}
  {} extends CallInput<R> ? [input?: CallInput<R>, opts?: CallOptions] : [input: CallInput<R>, opts?: CallOptions];

function queryStringOf(query: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/** The address of a call: `/api`, the declared path with its parameters, the query. */
export function urlOf<R extends ApiRoute>(route: R, input?: CallInput<R>): string {
  return `/api${pathOf(route, input?.params as Record<string, unknown> | undefined)}${queryStringOf(input?.query)}`;
}

function errorFrom(status: number, body: unknown): ApiError {
  const parsed = errorResponse.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.error.code, parsed.data.error.message);
  return new ApiError(status, ClientErrorCode.Http, `The request failed (HTTP ${status}).`);
}

const networkError = () =>
  new ApiError(0, ClientErrorCode.Network, 'The server cannot be reached. Check your connection and try again.');

/**
 * The bearer token and Company-Id of the signed-in user, for requests the client does not
 * make itself (the PDF viewer's range requests).
 */
export async function authHeaders(opts: CallOptions = {}): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const token = opts.anonymous ? undefined : await accessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const companyId = opts.companyId === undefined ? getSelectedCompanyId() : opts.companyId;
  if (companyId) headers['company-id'] = String(companyId);
  return headers;
}

async function fetchRoute<R extends ApiRoute>(
  route: R,
  input: CallInput<R> | undefined,
  opts: CallOptions = {},
  form?: FormData,
) {
  const headers = new Headers({ accept: 'application/json', ...(await authHeaders(opts)) });
  let body: BodyInit | undefined = form;
  if (input?.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(input.body);
  }
  let res: Response;
  try {
    res = await fetch(urlOf(route, input), { method: route.method, headers, body, signal: opts.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw networkError();
  }
  if (!res.ok) throw errorFrom(res.status, await res.json().catch(() => undefined));
  return res;
}

/** Calls a declared JSON route; the answer is checked against the declared schema. */
export async function call<R extends JsonRoute>(route: R, ...[input, opts]: CallArgs<R>): Promise<ResponseOf<R>> {
  const res = await fetchRoute(route, input, opts);
  return route.response.parse(await res.json()) as ResponseOf<R>;
}

/** Calls a declared file route; the caller reads the body (blob) and its headers. */
export function fetchFile<R extends FileRoute>(route: R, ...[input, opts]: CallArgs<R>): Promise<Response> {
  return fetchRoute(route, input, opts);
}

/**
 * A multipart call without progress (attachments, replacement files); the browser sets the content
 * type. `params` fill in the path of a route that has them (`/legaldocuments/:id/replace`).
 */
export async function sendForm<R extends JsonRoute & { multipart: true }>(
  route: R,
  form: FormData,
  input?: Pick<CallInput<R>, 'params'>,
): Promise<ResponseOf<R>> {
  const res = await fetchRoute(route, input as CallInput<R> | undefined, {}, form);
  return route.response.parse(await res.json()) as ResponseOf<R>;
}

/**
 * The body of an upload: the route's declared form field (its JSON, typed by the declaration)
 * first, since the server checks it before it reads a byte of the file, then the file.
 */
export function uploadFormOf<R extends JsonRoute & { form: FormField }>(route: R, data: FormInputOf<R>, file: File) {
  const form = new FormData();
  form.append(route.form.name, JSON.stringify(data));
  form.append('file', file, file.name);
  return form;
}

export interface UploadOptions {
  /** Called as the body goes out, with the part sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST to a declared upload route that reports how much of the file has been sent.
 * fetch cannot tell upload progress, so this one call goes through XMLHttpRequest, with the
 * same headers, errors and contract check as `call`.
 */
export async function upload<R extends JsonRoute & { multipart: true }>(
  route: R,
  form: FormData,
  opts: UploadOptions = {},
): Promise<ResponseOf<R>> {
  const headers = await authHeaders();
  const { status, body } = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new DOMException('The upload was canceled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(route.method, urlOf(route));
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress?.(e.loaded / e.total);
    });
    xhr.addEventListener('load', () => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      resolve({ status: xhr.status, body: parsed });
    });
    xhr.addEventListener('error', () => reject(networkError()));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was canceled.', 'AbortError')));
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
  if (status < 200 || status >= 300) throw errorFrom(status, body);
  return route.response.parse(body) as ResponseOf<R>;
}

/** One file sent alone, with its progress: the file, where its progress goes, what cancels it. */
export interface FileUploadInput {
  file: File;
  onProgress: (sent: number) => void;
  signal: AbortSignal;
}

/** A declared upload route that takes one file in the multipart field `file`, and nothing else. */
export function uploadFile<R extends JsonRoute & { multipart: true }>(
  route: R,
  { file, onProgress, signal }: FileUploadInput,
): Promise<ResponseOf<R>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return upload(route, form, { onProgress, signal });
}

export const isNotFound = (err: unknown) => err instanceof ApiError && err.code === ErrorCode.NotFound;
