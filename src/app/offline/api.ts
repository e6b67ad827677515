import { ROUTE_TABLE, pathOf, type RouteName } from '../../contract/route-table.ts';
import {
  API_TIMEOUT_MS,
  detailOf,
  request,
  type ApiOutcome,
  type FetchLike,
  type QueryParams,
} from '../api/http.ts';
import { getOfflineDb, type OfflineDb } from './db.ts';

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

/** docs/product-rules.md §8: every call gives up after 15 seconds (the one timeout of `api/http.ts`). */
export const OFFLINE_API_TIMEOUT_MS = API_TIMEOUT_MS;

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

export type { ApiOutcome, FetchLike };
export { detailOf };

/**
 * Makes the call `name` of the route table (`/api{path}`, its method) with the given bearer
 * token, through the one HTTP core: 15 s timeout, JSON headers. Never throws: `network` when
 * nothing came back (a 2xx whose body was cut counts as nothing), else the status and body.
 */
export function callApi(
  deps: ResolvedDeps,
  token: string,
  name: RouteName,
  body?: unknown,
  query?: QueryParams,
): Promise<ApiOutcome> {
  return request({
    method: ROUTE_TABLE[name].method,
    path: pathOf(name),
    query,
    body,
    token,
    fetch: deps.fetch,
    baseUrl: deps.baseUrl,
  });
}
