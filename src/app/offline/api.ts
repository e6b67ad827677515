import { getOfflineDb, type OfflineDb } from './db.ts';

/** The part of `fetch` the offline layer uses: tests pass a fake server, the bench a real one. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** What every offline function may be given; each part defaults to the app's own. */
export interface OfflineDeps {
  db?: OfflineDb;
  /** Defaults to the global `fetch`. */
  fetch?: FetchLike;
  /** Prefix of `/api/...`: '' (same origin) by default, `http://127.0.0.1:3000` in the bench. */
  baseUrl?: string;
  /** The device clock in epoch ms; tests move it. */
  now?: () => number;
}

export interface ResolvedDeps {
  db: OfflineDb;
  fetch: FetchLike;
  baseUrl: string;
  now: () => number;
}

/** Spec §9: every call gives up after 15 seconds. */
export const OFFLINE_API_TIMEOUT_MS = 15_000;

let defaults: OfflineDeps = {};

/** Changes the defaults of every offline function (the e2e set-up or a non-root API). */
export function configureOffline(deps: OfflineDeps): void {
  defaults = { ...defaults, ...deps };
}

export function resolveDeps(deps: OfflineDeps = {}): ResolvedDeps {
  return {
    db: deps.db ?? defaults.db ?? getOfflineDb(),
    // Looked up at call time: the global may be patched after this module loaded.
    fetch: deps.fetch ?? defaults.fetch ?? ((url, init) => globalThis.fetch(url, init)),
    baseUrl: deps.baseUrl ?? defaults.baseUrl ?? '',
    now: deps.now ?? defaults.now ?? (() => Date.now()),
  };
}

/**
 * The answer of one call: `network` when nothing came back (offline, timeout, DNS), else the
 * HTTP status with the parsed JSON body (undefined when empty or not JSON).
 */
export type ApiOutcome = { kind: 'network' } | { kind: 'http'; status: number; body: unknown };

/** Calls `/api{path}` with the given bearer token and a 15 s timeout; never throws. */
export async function callApi(
  deps: ResolvedDeps,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ApiOutcome> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await deps.fetch(`${deps.baseUrl}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(OFFLINE_API_TIMEOUT_MS),
    });
  } catch {
    return { kind: 'network' };
  }
  let parsed: unknown;
  try {
    const text = await response.text();
    parsed = text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    // A body cut by a dropped connection: for a 2xx the answer is lost, as if nothing came back.
    if (response.ok) return { kind: 'network' };
    parsed = undefined;
  }
  return { kind: 'http', status: response.status, body: parsed };
}

/** The French sentence of an error body: its `detail` string, or the first validation message. */
export function detailOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('detail' in body)) return undefined;
  const { detail } = body as { detail: unknown };
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
