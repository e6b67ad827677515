import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, callRaw, queryKey, setTokenRefusedHandler } from './client.ts';
import { apiQuery, invalidateCalls } from './queries.ts';
import { TOKEN_KEY } from './token-storage.ts';

interface Seen {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

let seen: Seen[] = [];
let answer: () => Promise<Response> = () => Promise.resolve(json(200, {}));
let token: string | null = 'tok';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  seen = [];
  token = 'tok';
  answer = () => Promise.resolve(json(200, {}));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === TOKEN_KEY ? token : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    seen.push({
      url,
      method: init.method,
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const signal = init.signal;
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    return answer();
  });
});

afterEach(() => {
  setTokenRefusedHandler(undefined);
  vi.unstubAllGlobals();
});

describe('call: method and path from the route table', () => {
  it('fills and encodes the path params', async () => {
    await call('getMission', { params: { id: 'a/b c' } });
    await call('readConversation', { params: { other_user_id: 'u1' } });
    await call('cancelMission', { params: { id: 'm1' } });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/prestations/a%2Fb%20c',
      'PUT /api/messages/conversations/u1/read',
      'PUT /api/prestations/m1/cancel',
    ]);
  });

  it('serialises the query', async () => {
    await call('respondExchange', { params: { id: 'e1' }, query: { accept: 'true' } });
    await call('generatePayslip', {
      query: { user_id: 'u1', period_start: '2025-03-01', period_end: '2025-03-31' },
    });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'PUT /api/exchanges/e1/respond?accept=true',
      'POST /api/payslips/generate?user_id=u1&period_start=2025-03-01&period_end=2025-03-31',
    ]);
  });

  it('sends the body as JSON with the stored token', async () => {
    answer = () => Promise.resolve(json(201, { message: 'ok', team: {} }));
    const body = { name: 'Nuit', referent_user_id: null, members: ['u1'] };
    const created = await call('createTeam', { body });
    expect(created).toEqual({ message: 'ok', team: {} });
    expect(seen[0]).toEqual({
      url: '/api/teams',
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Authorization: 'Bearer tok',
        'Content-Type': 'application/json',
      },
      body,
    });
  });

  it('sends no Authorization without a stored token', async () => {
    token = null;
    await call('appConfig');
    expect(seen[0]?.headers).toEqual({ Accept: 'application/json' });
  });

  it('refuses, at compile time, a call without its params or body', () => {
    const typeOnly = () => {
      // @ts-expect-error getMission has an :id param
      void call('getMission');
      // @ts-expect-error createTeam has a body
      void call('createTeam', {});
      // @ts-expect-error listUsers takes no body
      void call('listUsers', { body: { x: 1 } });
      // @ts-expect-error respondExchange needs its accept query
      void call('respondExchange', { params: { id: 'e' } });
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});

describe('call: the error mapping', () => {
  it('throws an ApiError with the status and the detail as received', async () => {
    const issues = [{ loc: ['body', 'name'], msg: 'Le nom est requis' }];
    answer = () => Promise.resolve(json(422, { detail: issues }));
    const error: unknown = await call('createTeam', {
      body: { name: '', referent_user_id: null, members: [] },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, detail: issues });
  });

  it('throws an ApiError with status 0 when no answer comes back', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(call('listUsers')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
  });

  it('keeps a caller’s own abort an AbortError (TanStack Query cancels, no error shown)', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await call('listUsers', { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('call: a refused token ends the session', () => {
  it('calls the handler on a 401 with a token', async () => {
    const refused = vi.fn();
    setTokenRefusedHandler(refused);
    answer = () => Promise.resolve(json(401, { detail: 'Session expirée' }));
    await expect(call('listUsers')).rejects.toMatchObject({ status: 401 });
    expect(refused).toHaveBeenCalledTimes(1);
  });

  it('not on a 401 of login or logout (wrong credentials, or already out)', async () => {
    const refused = vi.fn();
    setTokenRefusedHandler(refused);
    answer = () => Promise.resolve(json(401, { detail: 'Identifiants invalides' }));
    await expect(call('login', { body: { email: 'a@b.fr', password: 'x' } })).rejects.toThrow();
    await expect(call('logout')).rejects.toThrow();
    expect(refused).not.toHaveBeenCalled();
  });

  it('not without a token', async () => {
    const refused = vi.fn();
    setTokenRefusedHandler(refused);
    token = null;
    answer = () => Promise.resolve(json(401, {}));
    await expect(call('me')).rejects.toMatchObject({ status: 401 });
    expect(refused).not.toHaveBeenCalled();
  });
});

describe('callRaw', () => {
  it('returns the successful Response unread', async () => {
    answer = () =>
      Promise.resolve(
        new Response('a;b\n', {
          headers: { 'Content-Disposition': 'attachment; filename="releve-2025-03.csv"' },
        }),
      );
    const response = await callRaw('billingMonthCsv', {
      params: { month: '2025-03' },
      headers: { Accept: 'text/csv' },
    });
    expect(await response.text()).toBe('a;b\n');
    expect(seen[0]?.url).toBe('/api/billing/months/2025-03.csv');
    expect(seen[0]?.headers.Accept).toBe('text/csv');
  });

  it('throws the ApiError of a refusal', async () => {
    answer = () => Promise.resolve(json(403, { detail: 'Réservé.' }));
    await expect(
      callRaw('billingMonthCsv', { params: { month: '2025-03' } }),
    ).rejects.toMatchObject({ status: 403, detail: 'Réservé.' });
  });
});

describe('query keys', () => {
  it('are the route name, then the params and query when given', () => {
    expect(queryKey('listUsers')).toEqual(['listUsers']);
    expect(queryKey('getMission', { params: { id: 'm1' } })).toEqual([
      'getMission',
      { params: { id: 'm1' } },
    ]);
    expect(queryKey('billingMonths', { query: { institution_id: 'i1' } })).toEqual([
      'billingMonths',
      { query: { institution_id: 'i1' } },
    ]);
  });

  it('apiQuery: the derived key, and a function calling with TanStack’s signal', async () => {
    answer = () => Promise.resolve(json(200, [{ id: 'u1' }]));
    const client = new QueryClient();
    const options = apiQuery('getMission', { params: { id: 'm1' } });
    expect(options.queryKey).toEqual(['getMission', { params: { id: 'm1' } }]);
    await expect(client.fetchQuery(apiQuery('listUsers'))).resolves.toEqual([{ id: 'u1' }]);
    expect(seen.at(-1)?.url).toBe('/api/users');
  });

  it('invalidateCalls reaches every query of the calls named, whatever their input', async () => {
    const client = new QueryClient();
    client.setQueryData(queryKey('getMission', { params: { id: 'm1' } }), {});
    client.setQueryData(queryKey('listUsers'), []);
    client.setQueryData(queryKey('listTeams'), []);
    await invalidateCalls(client, ['getMission', 'listUsers']);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['getMission', { params: { id: 'm1' } }])).toBe(true);
    expect(stale(['listUsers'])).toBe(true);
    expect(stale(['listTeams'])).toBe(false);
  });
});
