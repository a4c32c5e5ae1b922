/**
 * The one HTTP client: ky with cookie credentials against the API root, the CSRF header on every call,
 * envelope unwrap, normalised errors, repeated keys for arrays. A new GET cancels a still-running GET
 * with the same path (its answer would be stale); a write is never cancelled: the server may already
 * have committed it, and showing it as failed would be a lie. Screens call the API through `call`
 * and a domain's endpoints (src/shared/endpoints), so paths and types are written once.
 */
import type { HTTPError, KyInstance, Options } from 'ky';
import { pathOf, type Endpoint, type RequestOf, type ResponseOf } from '../shared/endpoints/endpoint';
import { EARLY_GLOBAL } from '../shared/early-requests';
import { ApiError, isAbort, toApiError } from './api-error';

export const apiRoot = (import.meta.env.VITE_API_URL || globalThis.location?.origin || 'http://localhost').replace(
  /\/$/,
  '',
);

/** ky loads with the first call: the login page paints without it (bundle budget). */
let clientPromise: Promise<KyInstance> | null = null;
/**
 * On the server (entry-server.tsx) the calls go through this fetch, in-process with the visitor's
 * cookie, and never cancel one another (two visitors may ask for the same path at once).
 */
let serverFetch: typeof fetch | undefined;
export function setServerFetch(fetcher: typeof fetch) {
  serverFetch = fetcher;
  clientPromise = null;
}
/** Loads the client now (a screen that will call the API at once starts it beside its own code). */
export const loadHttpClient = () =>
  (clientPromise ??= import('ky').then(({ default: ky }) =>
    ky.create({
      prefixUrl: apiRoot,
      credentials: 'include',
      retry: 0,
      timeout: 30_000,
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
      ...(serverFetch ? { fetch: serverFetch } : {}),
    }),
  ));

const isHttpError = (error: unknown): error is HTTPError =>
  (error as { name?: unknown } | null)?.name === 'HTTPError' && 'response' in (error as object);

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type QueryParams = Record<string, QueryValue>;

/** Query string with arrays as repeated keys; empty values left out. */
export function toSearchParams(params: QueryParams = {}): URLSearchParams {
  const sp = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) sp.append(key, String(v));
    else sp.append(key, String(value));
  }
  return sp;
}

/** The body's `response` when the body is an envelope; otherwise the body itself. */
export function unwrap<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'response' in body) return (body as { response: T }).response;
  return body as T;
}

const running = new Map<string, AbortController>();

export type RequestOptions = {
  searchParams?: QueryParams;
  json?: unknown;
  /** An outer signal (TanStack Query's) that also cancels the request. */
  signal?: AbortSignal | undefined;
  /**
   * Whether this request cancels a still-running one with the same method and path. Default: GETs
   * do (a newer read makes the older one's answer stale), writes never.
   */
  cancelPrevious?: boolean;
};

/**
 * The answer to a call index.html's script already made (shared/early-requests.ts), taken once.
 * They belong to the page's start: a write (a sign-in, a sign-out) or a refused one (signed out)
 * drops the rest, which were asked with the same, now changed or missing, session.
 */
const earlyAnswers = () =>
  (globalThis as Record<string, unknown>)[EARLY_GLOBAL] as Record<string, Promise<Response>> | undefined;
const dropEarly = () => void delete (globalThis as Record<string, unknown>)[EARLY_GLOBAL];
function takeEarly(path: string): Promise<Response> | undefined {
  const early = earlyAnswers();
  const response = early?.[path];
  if (response) delete early![path];
  return response;
}

/** Strip the leading slash: ky's prefixUrl wants relative inputs. */
const relative = (path: string) => path.replace(/^\//, '');

export async function request<T>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  if (method !== 'get') dropEarly();
  const early = method === 'get' && !options.searchParams ? takeEarly(path) : undefined;
  if (early) {
    const response = await early.catch(() => null);
    // It failed to arrive: asked again the usual way below.
    if (response) {
      if (!response.ok) {
        dropEarly();
        throw await apiErrorOf(response);
      }
      const text = await response.text();
      return unwrap<T>(text ? JSON.parse(text) : null);
    }
  }
  const key = `${method.toUpperCase()} ${path}`;
  const controller = new AbortController();
  if ((options.cancelPrevious ?? method === 'get') && !serverFetch) {
    running.get(key)?.abort();
    running.set(key, controller);
  }
  const signal = options.signal ? AbortSignal.any([controller.signal, options.signal]) : controller.signal;
  const kyOptions: Options = { method, signal, searchParams: toSearchParams(options.searchParams) };
  if (options.json !== undefined) kyOptions.json = options.json;
  try {
    const client = await loadHttpClient();
    const res = await client(relative(path), kyOptions);
    const text = await res.text();
    return unwrap<T>(text ? JSON.parse(text) : null);
  } catch (error) {
    throw await normaliseError(error);
  } finally {
    if (running.get(key) === controller) running.delete(key);
  }
}

/** The ApiError of a failed answer, from its JSON error body when it has one. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return toApiError(response.status, body);
}

async function normaliseError(error: unknown): Promise<unknown> {
  if (isAbort(error)) return error;
  if (isHttpError(error)) return apiErrorOf(error.response);
  if (error instanceof ApiError) return error;
  return new ApiError(0, 'networkError');
}

export const http = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('get', path, options),
  post: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>('post', path, { ...options, json }),
  put: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>('put', path, { ...options, json }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('delete', path, options),
};

/**
 * Calls an endpoint of a contract: its method, its path with the parameters filled in, the query and
 * the body; the answer typed by the endpoint's response schema (not parsed: the API tier checks
 * every answer against the schema, and zod stays out of the screens' code).
 */
export function call<E extends Endpoint>(
  endpoint: E,
  input: RequestOf<E>,
  options: Pick<RequestOptions, 'signal' | 'cancelPrevious'> = {},
): Promise<ResponseOf<E>> {
  const { params, query, body } = input as { params?: Record<string, unknown>; query?: QueryParams; body?: unknown };
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return request<ResponseOf<E>>(method, pathOf(endpoint.path, params), {
    ...options,
    ...(query ? { searchParams: query } : {}),
    ...(body !== undefined ? { json: body } : {}),
  });
}
