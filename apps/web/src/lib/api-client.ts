import { errorResponse } from '@docvue/contracts';
import type { z } from 'zod';
import { getSelectedCompanyId } from '@/lib/company-storage';

/** A failed call: `message` is the server's `error.message`, which the UI shows as it is. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: string,
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

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A multipart body (uploads); the browser sets its content type. */
  form?: FormData;
  /** A company other than the stored one (while the session is being chosen), or false to omit the header. */
  companyId?: number | false;
  /** Public calls carry no token. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

function urlOf(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}

function errorFrom(status: number, body: unknown): ApiError {
  const parsed = errorResponse.safeParse(body);
  if (parsed.success) return new ApiError(status, parsed.data.error.code, parsed.data.error.message);
  return new ApiError(status, 'http_error', `The request failed (HTTP ${status}).`);
}

async function errorOf(res: Response): Promise<ApiError> {
  return errorFrom(res.status, await res.json().catch(() => undefined));
}

const networkError = () =>
  new ApiError(0, 'network_error', 'The server cannot be reached. Check your connection and try again.');

/**
 * The bearer token and Company-Id of the signed-in user, for requests the client does not
 * make itself (the PDF viewer's range requests).
 */
export async function authHeaders(): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const token = await accessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const companyId = getSelectedCompanyId();
  if (companyId) headers['company-id'] = String(companyId);
  return headers;
}

/** Sends one call to the API with the bearer token and the Company-Id header. */
export async function send(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
  const headers = new Headers({ accept: 'application/json' });
  if (!opts.anonymous) {
    const token = await accessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
  }
  const companyId = opts.companyId === undefined ? getSelectedCompanyId() : opts.companyId;
  if (companyId) headers.set('company-id', String(companyId));
  let body: BodyInit | undefined;
  if (opts.form) {
    body = opts.form;
  } else if (opts.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(opts.body);
  }
  let res: Response;
  try {
    res = await fetch(urlOf(path, opts.query), { method, headers, body, signal: opts.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw networkError();
  }
  if (!res.ok) throw await errorOf(res);
  return res;
}

/** A JSON call whose answer is checked against its contract schema. */
export async function request<S extends z.ZodType>(
  method: string,
  path: string,
  schema: S,
  opts?: RequestOptions,
): Promise<z.infer<S>> {
  const res = await send(method, path, opts);
  return schema.parse(await res.json());
}

export interface UploadOptions {
  /** Called as the body goes out, with the part sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/**
 * A multipart POST that reports how much of the file has been sent. fetch cannot tell upload
 * progress, so this one call goes through XMLHttpRequest, with the same headers, errors and
 * contract check as `request`.
 */
export async function upload<S extends z.ZodType>(
  path: string,
  schema: S,
  form: FormData,
  opts: UploadOptions = {},
): Promise<z.infer<S>> {
  const headers = await authHeaders();
  const { status, body } = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new DOMException('The upload was canceled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(path, undefined));
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
  return schema.parse(body);
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions) => request('GET', path, schema, opts),
  post: <S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions) => request('POST', path, schema, opts),
  put: <S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions) => request('PUT', path, schema, opts),
  delete: <S extends z.ZodType>(path: string, schema: S, opts?: RequestOptions) =>
    request('DELETE', path, schema, opts),
};

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;
