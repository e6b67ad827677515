import { describe, expect, it } from 'vitest';
import type { UserRow } from '../modules/users/repo.ts';
import { AppCache, pickEncoding } from './cache.ts';

/** A promise resolved from outside: a database read still running. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const row = (id: string, tokenVersion: number) => ({ id, tokenVersion }) as UserRow;
const text = (answer: { json: Buffer }) => answer.json.toString();

describe('AppCache answers', () => {
  it('computes once, then serves the kept answer until a change to its user', async () => {
    const cache = new AppCache({ enabled: true });
    let reads = 0;
    const compute = async () => ({ reads: ++reads });
    expect(text(await cache.answer('u1', 'missions', compute))).toBe('{"reads":1}');
    expect(text(await cache.answer('u1', 'missions', compute))).toBe('{"reads":1}');
    cache.changed(['u2', null, undefined]);
    expect(text(await cache.answer('u1', 'missions', compute))).toBe('{"reads":1}');
    cache.changed(['u1']);
    expect(text(await cache.answer('u1', 'missions', compute))).toBe('{"reads":2}');
    cache.everyoneChanged();
    expect(text(await cache.answer('u1', 'missions', compute))).toBe('{"reads":3}');
  });

  it('drops only her answers on a change of her missions, messages or counters', async () => {
    const cache = new AppCache({ enabled: true });
    let reads = 0;
    await cache.readAccount('u1', async () => row('u1', 0));
    await cache.answer('u1', 'missions', async () => ({ reads: ++reads }));
    cache.answersChanged(['u1']);
    expect(cache.account('u1')).toEqual(row('u1', 0));
    expect(text(await cache.answer('u1', 'missions', async () => ({ reads: ++reads })))).toBe(
      '{"reads":2}',
    );
    // A change of her account still drops both.
    cache.changed(['u1']);
    expect(cache.account('u1')).toBeUndefined();
    expect(text(await cache.answer('u1', 'missions', async () => ({ reads: ++reads })))).toBe(
      '{"reads":3}',
    );
  });

  it('never keeps a reading that started before a change of her answers', async () => {
    const cache = new AppCache({ enabled: true });
    const slow = deferred<string>();
    const before = cache.answer('u1', 'missions', () => slow.promise);
    cache.answersChanged(['u1']);
    slow.resolve('before');
    expect(text(await before)).toBe('"before"');
    expect(text(await cache.answer('u1', 'missions', async () => 'after'))).toBe('"after"');
  });

  it('never keeps a reading that started before a change', async () => {
    const cache = new AppCache({ enabled: true });
    const slow = deferred<string>();
    const before = cache.answer('u1', 'missions', () => slow.promise);
    // The change commits while the read is still running: the read may have missed it.
    cache.changed(['u1']);
    // A request arriving after the change does not share the older read.
    const after = cache.answer('u1', 'missions', async () => 'after');
    slow.resolve('before');
    expect(text(await before)).toBe('"before"');
    expect(text(await after)).toBe('"after"');
    expect(text(await cache.answer('u1', 'missions', async () => 'again'))).toBe('"after"');
  });

  it('shares one reading between concurrent requests', async () => {
    const cache = new AppCache({ enabled: true });
    const slow = deferred<number[]>();
    let reads = 0;
    const compute = () => {
      reads += 1;
      return slow.promise;
    };
    const answers = [1, 2, 3].map(() => cache.answer('u1', 'missions', compute));
    slow.resolve([1, 2]);
    const texts = (await Promise.all(answers)).map(text);
    expect(texts).toEqual(['[1,2]', '[1,2]', '[1,2]']);
    expect(reads).toBe(1);
  });

  it('forgets a failed reading: the next request reads again', async () => {
    const cache = new AppCache({ enabled: true });
    await expect(
      cache.answer('u1', 'missions', () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow('db down');
    expect(text(await cache.answer('u1', 'missions', async () => 'ok'))).toBe('"ok"');
  });

  it('keeps at most maxBytes, dropping the least recently used', async () => {
    const cache = new AppCache({ enabled: true, maxBytes: 3000 });
    const big = (n: number) => async () => 'x'.repeat(1000) + n;
    await cache.answer('a', 'missions', big(1));
    await cache.answer('b', 'missions', big(2));
    await cache.answer('a', 'missions', big(9)); // a used again: b is now the oldest
    await cache.answer('c', 'missions', big(3));
    expect(cache.stats().answers).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(3000);
    expect(text(await cache.answer('a', 'missions', big(10)))).toContain('1"');
    expect(text(await cache.answer('b', 'missions', big(20)))).toContain('20');
  });

  it('reads again after maxAgeMs even without a change heard', async () => {
    const cache = new AppCache({ enabled: true, maxAgeMs: 0 });
    let reads = 0;
    await cache.answer('u1', 'stats', async () => ++reads);
    await cache.answer('u1', 'stats', async () => ++reads);
    expect(reads).toBe(2);
  });

  it('stops serving an answer at the expiry instant it told, on the app clock', async () => {
    let now = 1_000;
    const cache = new AppCache({ enabled: true, now: () => now });
    let reads = 0;
    // The answer says it would read differently from 1 500 on (hours turning validated).
    const compute = async () => ({ reads: ++reads, turns: 1_500 });
    const ask = () => cache.answer('u1', 'missions', compute, (value) => value.turns);
    expect(text(await ask())).toBe('{"reads":1,"turns":1500}');
    now = 1_499;
    expect(text(await ask())).toBe('{"reads":1,"turns":1500}');
    now = 1_500;
    expect(text(await ask())).toBe('{"reads":2,"turns":1500}');
    // Without an expiry (null), kept until a change.
    const forever = () => cache.answer('u2', 'missions', compute, () => null);
    await forever();
    now = 10_000_000;
    expect(JSON.parse(text(await forever())).reads).toBe(3);
  });

  it('disabled, reads every time and keeps nothing', async () => {
    const cache = new AppCache({ enabled: false });
    let reads = 0;
    await cache.answer('u1', 'stats', async () => ++reads);
    await cache.answer('u1', 'stats', async () => ++reads);
    expect(reads).toBe(2);
    await cache.readAccount('u1', async () => row('u1', 0));
    expect(cache.account('u1')).toBeUndefined();
  });

  it('gives the same content the same ETag, and makes each compressed form once', async () => {
    const a = await new AppCache({ enabled: true }).answer('u1', 'm', async () => [1, 2]);
    const b = await new AppCache({ enabled: true }).answer('u2', 'm', async () => [1, 2]);
    expect(a.etag).toBe(b.etag);
    expect(await a.encoded('br')).toBe(await a.encoded('br'));
  });
});

describe('AppCache accounts', () => {
  it('keeps the row until the account changes', async () => {
    const cache = new AppCache({ enabled: true });
    let version = 0;
    const read = async () => row('u1', version);
    expect((await cache.readAccount('u1', read))?.tokenVersion).toBe(0);
    version = 1; // logout committed…
    expect((await cache.readAccount('u1', read))?.tokenVersion).toBe(0);
    cache.changed(['u1']); // …and announced
    expect(cache.account('u1')).toBeUndefined();
    expect((await cache.readAccount('u1', read))?.tokenVersion).toBe(1);
  });

  it('does not keep a row read while a logout was committing', async () => {
    const cache = new AppCache({ enabled: true });
    const slow = deferred<UserRow>();
    const reading = cache.readAccount('u1', () => slow.promise);
    cache.changed(['u1']);
    slow.resolve(row('u1', 0));
    expect((await reading)?.tokenVersion).toBe(0);
    expect(cache.account('u1')).toBeUndefined();
  });

  it('announces changes to the other instances, and applies theirs without echoing', () => {
    const cache = new AppCache({ enabled: true });
    const sent: unknown[] = [];
    cache.relayTo((change) => sent.push(change));
    cache.changed(['u1', 'u1', 'u2']);
    cache.everyoneChanged();
    cache.apply({ users: ['u3'] });
    expect(sent).toEqual([{ users: ['u1', 'u2'] }, { everyone: true }]);
  });
});

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
