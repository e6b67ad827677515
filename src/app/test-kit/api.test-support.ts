/** The API as the app's tests answer it, through a stubbed `fetch`. */

/** An answer of the API with a JSON body. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The answers by `METHOD path` (`'GET /api/auth/me'`). */
export type Routes = Record<string, () => Response | Promise<Response>>;

/**
 * A `fetch` that answers from `routes`, keyed by `METHOD path`; a call not in the table gets
 * `otherwise` (given the key), or fails the test when there is none.
 */
export function routeTable(routes: Routes, otherwise?: (key: string) => Response): typeof fetch {
  return async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const answer = routes[key];
    if (answer) return answer();
    if (otherwise) return otherwise(key);
    throw new Error(`Unexpected call ${key}`);
  };
}
