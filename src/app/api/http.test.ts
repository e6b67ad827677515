import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_API_TIMEOUT_MS } from '../offline/api.ts';
import {
  API_TIMEOUT_MS,
  ApiError,
  apiErrorOf,
  detailOf,
  readAnswer,
  request,
  send,
  urlOf,
  type FetchLike,
} from './http.ts';

/** A fake `fetch` answering `response` (or throwing `error`), keeping what it was asked. */
function fakeFetch(answer: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = (url, init) => {
    calls.push({ url, init });
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  return { fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A 2xx whose body breaks while it is read (a connection dropped mid-answer). */
function cutResponse(status: number): Response {
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('[{"id":'));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(stream, { status });
}

afterEach(() => vi.restoreAllMocks());

describe('the one timeout', () => {
  it('is 15 seconds, for the app and the offline layer alike (docs/product-rules.md §8)', () => {
    expect(API_TIMEOUT_MS).toBe(15_000);
    expect(OFFLINE_API_TIMEOUT_MS).toBe(API_TIMEOUT_MS);
  });

  it('arms every call with it, together with the caller’s own signal', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const { fetch, calls } = fakeFetch(json(200, {}));
    const caller = new AbortController();
    await send({ method: 'GET', path: '/x', fetch, signal: caller.signal });
    expect(timeout).toHaveBeenCalledWith(15_000);
    const signal = calls[0]?.init.signal;
    expect(signal?.aborted).toBe(false);
    caller.abort();
    expect(signal?.aborted).toBe(true);
  });
});

describe('urlOf', () => {
  it('puts the path under /api and the base URL', () => {
    expect(urlOf('/users')).toBe('/api/users');
    expect(urlOf('/users', undefined, 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/api/users',
    );
  });

  it('serialises the query, leaving out undefined and null, encoding values', () => {
    expect(
      urlOf('/payslips/generate', {
        user_id: 'a b&c',
        period_start: '2025-03-01',
        accept: true,
        limit: 20,
        gone: undefined,
        none: null,
      }),
    ).toBe('/api/payslips/generate?user_id=a+b%26c&period_start=2025-03-01&accept=true&limit=20');
  });

  it('adds no `?` when every value is left out', () => {
    expect(urlOf('/billing/months', { institution_id: undefined })).toBe('/api/billing/months');
  });
});

describe('send', () => {
  it('sends JSON with the bearer token; Content-Type only with a body', async () => {
    const { fetch, calls } = fakeFetch(json(201, {}));
    await send({ method: 'POST', path: '/teams', body: { name: 'A' }, token: 'tok', fetch });
    await send({ method: 'GET', path: '/teams', fetch });
    const [post, get] = calls;
    expect(post?.init.method).toBe('POST');
    expect(post?.init.body).toBe('{"name":"A"}');
    expect(post?.init.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer tok',
      'Content-Type': 'application/json',
    });
    expect(get?.init.body).toBeUndefined();
    expect(get?.init.headers).toEqual({ Accept: 'application/json' });
  });

  it('lets the caller set its own Accept', async () => {
    const { fetch, calls } = fakeFetch(new Response('a;b'));
    await send({ method: 'GET', path: '/x', headers: { Accept: 'text/csv' }, fetch });
    expect(calls[0]?.init.headers).toEqual({ Accept: 'text/csv' });
  });

  it('never throws: no answer is a network outcome carrying what fetch threw', async () => {
    const failure = new TypeError('Failed to fetch');
    const { fetch } = fakeFetch(failure);
    expect(await send({ method: 'GET', path: '/x', fetch })).toEqual({
      kind: 'network',
      cause: failure,
    });
  });
});

describe('readAnswer', () => {
  it('parses the JSON body with the status', async () => {
    expect(await readAnswer(json(200, [1]))).toEqual({ kind: 'http', status: 200, body: [1] });
  });

  it('gives an empty body as undefined (204)', async () => {
    expect(await readAnswer(new Response(null, { status: 204 }))).toEqual({
      kind: 'http',
      status: 204,
      body: undefined,
    });
  });

  it('counts a 2xx whose body was cut as no answer at all', async () => {
    expect((await readAnswer(cutResponse(200))).kind).toBe('network');
  });

  it('keeps the status of an error whose body is not JSON', async () => {
    expect(await readAnswer(new Response('<html>', { status: 502 }))).toEqual({
      kind: 'http',
      status: 502,
      body: undefined,
    });
  });
});

describe('request', () => {
  it('sends and reads in one go', async () => {
    const { fetch, calls } = fakeFetch(json(200, { ok: 1 }));
    const outcome = await request({
      method: 'GET',
      path: '/prestations/me',
      token: 't',
      fetch,
      baseUrl: 'http://h',
    });
    expect(outcome).toEqual({ kind: 'http', status: 200, body: { ok: 1 } });
    expect(calls[0]?.url).toBe('http://h/api/prestations/me');
  });
});

describe('the one error mapping', () => {
  it('detailOf: the detail string, or the first validation message', () => {
    expect(detailOf({ detail: 'Non.' })).toBe('Non.');
    expect(detailOf({ detail: [{ loc: ['body'], msg: 'Champ requis' }, { msg: 'x' }] })).toBe(
      'Champ requis',
    );
    expect(detailOf({ detail: { other: 1 } })).toBeUndefined();
    expect(detailOf('text')).toBeUndefined();
    expect(detailOf(undefined)).toBeUndefined();
  });

  it('apiErrorOf: the HTTP status and the detail as received', () => {
    const issues = [{ loc: ['body', 'email'], msg: 'Adresse invalide' }];
    const error = apiErrorOf({ kind: 'http', status: 422, body: { detail: issues } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.detail).toEqual(issues);
    expect(apiErrorOf({ kind: 'http', status: 500, body: undefined }).detail).toBeUndefined();
  });

  it('apiErrorOf: status 0 when no answer came back', () => {
    const error = apiErrorOf({ kind: 'network', cause: new TypeError('Failed to fetch') });
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
  });
});
