import { infiniteQueryOptions } from '@tanstack/react-query';
import type { PagedRouteName } from '../../contract/route-table.ts';
import type { QueryIn, ResponseOf } from '../../contract/routes.ts';
import { callRaw, type CallArgs } from './client.ts';
import { apiErrorOf, isSuccess, readAnswer } from './http.ts';

/**
 * The response header that carries the next page's cursor (docs/product-rules.md §14), absent
 * on the last page. Spelled here rather than imported: the contract's `missions.ts` loads zod.
 */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

/** The lists served in keyset pages: a JSON array, the next cursor in `X-Next-Cursor`. */
export type PagedCall = PagedRouteName;

/** One page of a list: its rows and the cursor of the next one (null: it was the last). */
export interface Page<Row> {
  rows: Row[];
  nextCursor: string | null;
}

export type RowOf<K extends PagedCall> = ResponseOf<K>[number];

/** The first page a list screen asks for: bounded, « Voir plus » brings the next ones. */
export const FIRST_PAGE_SIZE = 50;

/**
 * One page of a paged list: the call with its query (filters, `limit`, `cursor`), its rows and
 * the next page's cursor read from the `X-Next-Cursor` header. Throws an `ApiError` like `call`
 * (status 0 when the body was cut).
 */
export async function callPage<K extends PagedCall>(
  name: K,
  query: QueryIn<K>,
  signal?: AbortSignal,
): Promise<Page<RowOf<K>>> {
  const response = await callRaw(name, ...([{ query, signal }] as unknown as CallArgs<K>));
  const outcome = await readAnswer(response);
  if (outcome.kind === 'network' && signal?.aborted) throw outcome.cause;
  if (outcome.kind === 'network' || !isSuccess(outcome.status) || !Array.isArray(outcome.body)) {
    throw apiErrorOf(outcome.kind === 'network' ? outcome : { ...outcome, status: 0 });
  }
  const next = response.headers.get(NEXT_CURSOR_HEADER);
  return { rows: outcome.body as RowOf<K>[], nextCursor: next || null };
}

/** Drops the filters left empty, so that an unfiltered list asks exactly what it asked before. */
export function withoutEmpty<Q extends object>(query: Q): Q {
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  ) as Q;
}

/**
 * A paged list as a TanStack infinite query: the first page with `query` (bounded by
 * `FIRST_PAGE_SIZE` unless `limit` says otherwise), each next one from the previous page's
 * cursor; `data` is every row loaded so far. The key starts with the route name, so that
 * `invalidateCalls` reaches it, and is marked `pages` so that it never meets the plain query
 * of the same call.
 */
export function pagedQuery<K extends PagedCall>(name: K, query: QueryIn<K>) {
  const base = withoutEmpty({ limit: FIRST_PAGE_SIZE, ...query } as QueryIn<K> & object);
  return infiniteQueryOptions({
    queryKey: [name, { query: base, pages: true }] as const,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      callPage(name, (pageParam ? { ...base, cursor: pageParam } : base) as QueryIn<K>, signal),
    getNextPageParam: (last: Page<RowOf<K>>) => last.nextCursor,
    select: (data) => data.pages.flatMap((page) => page.rows),
  });
}
