import { ROUTE_TABLE, pathOf, type RouteName } from '../../contract/route-table.ts';
import type { BodyIn, ParamsIn, QueryIn, ResponseOf } from '../../contract/routes.ts';
import {
  apiErrorOf,
  isSuccess,
  readAnswer,
  send,
  type ApiOutcome,
  type QueryParams,
  type Sent,
} from './http.ts';
import { readToken } from './token-storage.ts';

export { API_TIMEOUT_MS, ApiError, isApiError } from './http.ts';

/**
 * The app's typed client of the route table: `call('getMission', { params: { id } })`. The
 * method and path come from `ROUTE_TABLE`, the input and answer types from the contract's
 * schemas (`routes.ts`, types only: no zod is loaded). The stored bearer token is sent; a
 * failure throws an {@link ApiError}.
 */

/**
 * `{ key: T }` when the call has this part (optional when every field of it is), and at most
 * `{ key?: undefined }` when it has none.
 */
type Part<Key extends string, T> = [T] extends [undefined]
  ? { readonly [P in Key]?: undefined }
  : Partial<T> extends T
    ? { readonly [P in Key]?: T }
    : { readonly [P in Key]: T };

/** What a call takes: its path params, query and body as the contract types them. */
export type CallInput<K extends RouteName> = Part<'params', ParamsIn<K>> &
  Part<'query', QueryIn<K>> &
  Part<'body', BodyIn<K>> & {
    /** Cancels the call (TanStack Query passes one); a cancel stays an AbortError. */
    readonly signal?: AbortSignal;
    readonly headers?: Readonly<Record<string, string>>;
  };

/** The input argument itself may be left out when nothing in it is required. */
export type CallArgs<K extends RouteName> =
  Partial<CallInput<K>> extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** What `call` and `callRaw` read of the input, once the types have done their job. */
interface LooseInput {
  params?: Record<string, string>;
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Readonly<Record<string, string>>;
}

/**
 * Called when the server refuses the stored token (401) on any call: the session ends as
 * `expired`, which keeps the offline queue for the next sign-in (docs/product-rules.md §1).
 */
let onTokenRefused: (() => void) | undefined;
export function setTokenRefusedHandler(handler: (() => void) | undefined): void {
  onTokenRefused = handler;
}
/**
 * A 401 on these says the credentials are wrong, not that the session expired (the password
 * that confirms an account's erasure included).
 */
const SESSION_CALLS: ReadonlySet<RouteName> = new Set<RouteName>(['login', 'logout', 'deleteMe']);

async function sendCall(name: RouteName, input: LooseInput = {}): Promise<Sent> {
  const token = readToken();
  const sent = await send({
    method: ROUTE_TABLE[name].method,
    path: pathOf(name, input.params),
    query: input.query,
    body: input.body,
    headers: input.headers,
    token,
    signal: input.signal,
  });
  // A caller's own abort must stay an AbortError so that TanStack Query treats it as a cancel.
  if (sent.kind === 'network' && input.signal?.aborted) throw sent.cause;
  if (sent.kind === 'response' && sent.response.status === 401 && token) {
    if (!SESSION_CALLS.has(name)) onTokenRefused?.();
  }
  return sent;
}

function failure(outcome: ApiOutcome): never {
  throw apiErrorOf(outcome);
}

/** Makes one call of the route table and returns its JSON answer; throws an {@link ApiError}. */
export async function call<K extends RouteName>(
  name: K,
  ...[input]: CallArgs<K>
): Promise<ResponseOf<K>> {
  const sent = await sendCall(name, input as LooseInput | undefined);
  if (sent.kind === 'network') failure(sent);
  const outcome = await readAnswer(sent.response);
  if (outcome.kind === 'network' && input?.signal?.aborted) throw outcome.cause;
  if (outcome.kind === 'network' || !isSuccess(outcome.status)) failure(outcome);
  return outcome.body as ResponseOf<K>;
}

/**
 * Makes one call and returns the successful `Response` unread, for an answer that is not
 * JSON (the CSV statement: its blob and its `Content-Disposition`). Throws like `call`.
 */
export async function callRaw<K extends RouteName>(
  name: K,
  ...[input]: CallArgs<K>
): Promise<Response> {
  const sent = await sendCall(name, input as LooseInput | undefined);
  if (sent.kind === 'network') failure(sent);
  if (!sent.response.ok) failure(await readAnswer(sent.response));
  return sent.response;
}

/** The key part of a call's input: what tells two answers of one call apart. */
export interface KeyInput {
  readonly params?: unknown;
  readonly query?: unknown;
}

/**
 * The TanStack Query key of a call: its route name, then its params and query if any. The
 * name alone is the prefix of every key of that call, for invalidation.
 */
export type ApiQueryKey<K extends RouteName> = readonly [K] | readonly [K, KeyInput];

export function queryKey<K extends RouteName>(name: K, input?: KeyInput): ApiQueryKey<K> {
  const params = input?.params;
  const query = input?.query;
  if (params === undefined && query === undefined) return [name];
  return [
    name,
    { ...(params === undefined ? {} : { params }), ...(query === undefined ? {} : { query }) },
  ];
}
