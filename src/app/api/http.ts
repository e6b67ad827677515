/**
 * The one HTTP core of the app: every call to the API goes through {@link send}, whether it
 * comes from a screen (`client.ts`, which throws) or from the offline layer (`offline/api.ts`,
 * which never throws, and runs in the service worker too). Hence no zod, no React and no
 * storage here: the caller passes the token, and the path comes from the route table.
 */

/** docs/product-rules.md §8: every call gives up after 15 seconds. */
export const API_TIMEOUT_MS = 15_000;

/** Every call of the route table lives under this prefix. */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The part of `fetch` the core uses: tests pass a fake server, the bench a real one. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export type QueryValue = string | number | boolean | null | undefined;
/** Query-string values; `undefined` and `null` ones are left out. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

export interface HttpRequest {
  method: HttpMethod;
  /** The path under `/api`, its `:param`s filled in (`pathOf(name, params)`). */
  path: string;
  query?: QueryParams;
  /** Serialised as JSON. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  /** Sent as `Authorization: Bearer …` when present. */
  token?: string | null;
  /** Cancels the call together with the 15 s timeout (TanStack Query passes one). */
  signal?: AbortSignal;
  /** Defaults to the global `fetch`, looked up at call time. */
  fetch?: FetchLike;
  /** Prefix of `/api/...`: '' (same origin) by default, `http://127.0.0.1:3000` in the bench. */
  baseUrl?: string;
}

/** No answer came back (offline, timeout, DNS, aborted): `cause` is what `fetch` threw. */
export interface NetworkFailure {
  kind: 'network';
  cause?: unknown;
}

/** What {@link send} got: the response, its body not read yet, or nothing. */
export type Sent = NetworkFailure | { kind: 'response'; response: Response };

/**
 * The answer of one call: `network` when nothing came back, else the HTTP status with the
 * parsed JSON body (undefined when empty, or when an error's body is not JSON).
 */
export type ApiOutcome = NetworkFailure | { kind: 'http'; status: number; body: unknown };

/** `/api{path}?{query}` under `baseUrl`. */
export function urlOf(path: string, query?: QueryParams, baseUrl = ''): string {
  const url = `${baseUrl}${API_PREFIX}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * Sends one call with the JSON headers, the bearer token and the 15 s timeout; the body of
 * the answer is left to the caller. Never throws.
 */
export async function send(request: HttpRequest): Promise<Sent> {
  const { method, path, query, body, token, signal, baseUrl } = request;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const doFetch: FetchLike = request.fetch ?? ((url, init) => globalThis.fetch(url, init));
  try {
    const response = await doFetch(urlOf(path, query, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    return { kind: 'response', response };
  } catch (cause) {
    return { kind: 'network', cause };
  }
}

/**
 * Reads an answer's JSON body. A 2xx whose body cannot be read (cut by a dropped connection)
 * or is not JSON is lost, as if nothing came back; an error's unreadable body is undefined.
 */
export async function readAnswer(response: Response): Promise<ApiOutcome> {
  let body: unknown;
  try {
    const text = await response.text();
    body = text ? (JSON.parse(text) as unknown) : undefined;
  } catch (cause) {
    if (response.ok) return { kind: 'network', cause };
    body = undefined;
  }
  return { kind: 'http', status: response.status, body };
}

/** One call, answer read: {@link send} then {@link readAnswer}. Never throws. */
export async function request(call: HttpRequest): Promise<ApiOutcome> {
  const sent = await send(call);
  return sent.kind === 'network' ? sent : readAnswer(sent.response);
}

// ——— The one error mapping ———

/**
 * A failed call. `status` is the HTTP status, or 0 when no answer came back (offline,
 * timeout). `detail` is the server's `detail` field as received, if any.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: unknown;

  constructor(status: number, detail: unknown, message?: string) {
    super(message ?? `API error ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The `detail` field of an error body, as received (a string, a list of issues…). */
export function rawDetailOf(body: unknown): unknown {
  return body && typeof body === 'object' && 'detail' in body
    ? (body as { detail: unknown }).detail
    : undefined;
}

/** The French sentence of an error body: its `detail` string, or the first validation message. */
export function detailOf(body: unknown): string | undefined {
  const detail = rawDetailOf(body);
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    const first: unknown = detail[0];
    if (first && typeof first === 'object' && 'msg' in first) {
      const { msg } = first as { msg: unknown };
      if (typeof msg === 'string') return msg;
    }
  }
  return undefined;
}

/** The error of a call that did not succeed: status 0 without an answer, else the HTTP one. */
export function apiErrorOf(outcome: ApiOutcome): ApiError {
  if (outcome.kind === 'network') {
    const { cause } = outcome;
    return new ApiError(0, undefined, cause instanceof Error ? cause.message : 'Network error');
  }
  return new ApiError(outcome.status, rawDetailOf(outcome.body));
}

/** A 2xx status. */
export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}
