import { QueryClient, InfiniteQueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client.ts';
import { FIRST_PAGE_SIZE, callPage, pagedQuery, withoutEmpty } from './paged.ts';
import { TOKEN_KEY } from './token-storage.ts';

let urls: string[] = [];
let pages: Record<string, { rows: unknown[]; next?: string }> = {};

const page = (rows: unknown[], next?: string, status = 200) =>
  new Response(JSON.stringify(rows), {
    status,
    headers: { 'Content-Type': 'application/json', ...(next ? { 'X-Next-Cursor': next } : {}) },
  });

beforeEach(() => {
  urls = [];
  pages = {};
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (key === TOKEN_KEY ? 'tok' : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  });
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    const cursor = new URL(url, 'http://x').searchParams.get('cursor') ?? 'first';
    const answer = pages[cursor];
    return Promise.resolve(
      answer
        ? page(answer.rows, answer.next)
        : new Response(JSON.stringify({ detail: 'Le curseur de page est invalide.' }), {
            status: 422,
          }),
    );
  });
});

afterEach(() => vi.unstubAllGlobals());

describe('callPage', () => {
  it('returns the rows and the next cursor read from X-Next-Cursor', async () => {
    pages.first = { rows: [{ id: 'a' }, { id: 'b' }], next: 'c2' };
    expect(await callPage('listMissions', { q: 'élodie', limit: 2 })).toEqual({
      rows: [{ id: 'a' }, { id: 'b' }],
      nextCursor: 'c2',
    });
    expect(urls).toEqual(['/api/prestations?q=%C3%A9lodie&limit=2']);
  });

  it('says the last page by a null cursor when the header is absent', async () => {
    pages.c2 = { rows: [{ id: 'c' }] };
    expect(await callPage('listUsers', { cursor: 'c2', role: 'nurse' })).toEqual({
      rows: [{ id: 'c' }],
      nextCursor: null,
    });
    expect(urls).toEqual(['/api/users?cursor=c2&role=nurse']);
  });

  it('throws an ApiError with the status on a refusal', async () => {
    await expect(callPage('listMissions', { cursor: 'bad' })).rejects.toMatchObject({
      status: 422,
    });
    await expect(callPage('listMissions', { cursor: 'bad' })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('pagedQuery', () => {
  it('asks a bounded first page, then each next one from the previous cursor, until none', async () => {
    pages.first = { rows: [{ id: 'a' }], next: 'p2' };
    pages.p2 = { rows: [{ id: 'b' }], next: 'p3' };
    pages.p3 = { rows: [{ id: 'c' }] };
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new InfiniteQueryObserver(
      client,
      pagedQuery('listMissions', { status: 'open', q: undefined }),
    );
    const unsubscribe = observer.subscribe(() => undefined);
    try {
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual([{ id: 'a' }]));
      expect(observer.getCurrentResult().hasNextPage).toBe(true);
      await observer.fetchNextPage();
      await observer.fetchNextPage();
      const result = observer.getCurrentResult();
      expect(result.data).toEqual([{ id: 'a' }, { id: 'b' }, { id: 'c' }]);
      expect(result.hasNextPage).toBe(false);
      expect(urls).toEqual([
        `/api/prestations?limit=${FIRST_PAGE_SIZE}&status=open`,
        `/api/prestations?limit=${FIRST_PAGE_SIZE}&status=open&cursor=p2`,
        `/api/prestations?limit=${FIRST_PAGE_SIZE}&status=open&cursor=p3`,
      ]);
      // Its key starts with the route name: invalidating the call reaches it.
      expect(pagedQuery('listMissions', {}).queryKey[0]).toBe('listMissions');
    } finally {
      unsubscribe();
      client.clear();
    }
  });

  it('leaves the empty filters out', () => {
    expect(withoutEmpty({ q: '', status: undefined, role: null, limit: 50 })).toEqual({
      limit: 50,
    });
  });
});
