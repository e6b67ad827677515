import { readToken } from './token-storage.ts';

/** Spec §9: every call gives up after 15 seconds. */
export const API_TIMEOUT_MS = 15_000;
const API_BASE = '/api';

/**
 * A failed call. `status` is the HTTP status, or 0 when no answer came back (offline,
 * timeout, aborted). `detail` is the server's `detail` field as received, if any.
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

/**
 * Called when the server refuses the stored token (401) on any call: the session ends as
 * `expired`, which keeps the offline queue for the next sign-in (PRODUCT §9).
 */
let onTokenRefused: (() => void) | undefined;
export function setTokenRefusedHandler(handler: (() => void) | undefined): void {
  onTokenRefused = handler;
}
const SESSION_CALLS = new Set(['/auth/login', '/auth/logout']);

type Query = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  query?: Query;
  headers?: Record<string, string>;
  /** Cancels the call together with the 15 s timeout (TanStack Query passes one). */
  signal?: AbortSignal;
}

function buildUrl(path: string, query: Query | undefined): string {
  const url = API_BASE + path;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Calls the API under `/api` with the stored bearer token, and returns the parsed JSON answer.
 * Throws an {@link ApiError} on a non-2xx answer or when the server cannot be reached.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const { method = 'GET', body, query, signal } = request;
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    // A caller's own abort must stay an AbortError so that TanStack Query treats it as a cancel.
    if (signal?.aborted) throw error;
    throw new ApiError(0, undefined, error instanceof Error ? error.message : 'Network error');
  }

  const payload = await readBody(response).catch(() => undefined);
  if (!response.ok) {
    const detail =
      payload && typeof payload === 'object' && 'detail' in payload
        ? (payload as { detail: unknown }).detail
        : undefined;
    if (response.status === 401 && token && !SESSION_CALLS.has(path)) onTokenRefused?.();
    throw new ApiError(response.status, detail);
  }
  return payload as T;
}
