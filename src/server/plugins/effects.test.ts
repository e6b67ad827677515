import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import type { NotificationRow } from '../modules/notifications/repo.ts';
import { runEffects, withTransaction, type EffectsHost } from './effects.ts';

/**
 * An app whose cache, notifier, sockets and log write what they are asked into `log`, on a
 * database whose transaction records its commit or rollback there too.
 */
function fakeApp(fail: { cache?: boolean; notify?: boolean } = {}) {
  const log: string[] = [];
  const errors: string[] = [];
  let stored = 0;
  const tx = {
    // The members of the users the write names (storeEffects asks): none here.
    select: () => ({ from: () => ({ where: async () => [] }) }),
    insert: () => ({
      values: (rows: Omit<NotificationRow, 'readStatus'>[]) => ({
        returning: async () => {
          log.push(`insert ${rows.map((r) => r.userId).join(',')}`);
          return rows.map((r) => ({ ...r, id: `n${++stored}`, readStatus: false }));
        },
      }),
    }),
  } as unknown as Db;
  const app = {
    db: {
      transaction: async <T>(work: (tx: Db) => Promise<T>): Promise<T> => {
        try {
          const result = await work(tx);
          log.push('commit');
          return result;
        } catch (error) {
          log.push('rollback');
          throw error;
        }
      },
    } as unknown as Db,
    cache: {
      changed: (ids: Iterable<string | null | undefined>) => {
        if (fail.cache) throw new Error('cache down');
        log.push(`changed ${[...ids].join(',')}`);
      },
      answersChanged: (ids: Iterable<string | null | undefined>) => {
        if (fail.cache) throw new Error('cache down');
        log.push(`answers of ${[...ids].join(',')}`);
      },
      everyoneChanged: () => log.push('changed everyone'),
    },
    notifier: {
      publish: (rows: NotificationRow[]) => {
        if (fail.notify) throw new Error('notifier down');
        log.push(`publish ${rows.map((r) => `${r.id}>${r.userId}`).join(',')}`);
      },
    },
    realtime: {
      toUser: (userId: string, event: string) => log.push(`emit ${event}>${userId}`),
      disconnectUser: (userId: string) => log.push(`disconnect ${userId}`),
      toOpenMissionWatchers: (change: { id: string; status: string }) =>
        log.push(`mission_changed ${change.id}>${change.status}`),
    },
    log: { error: (_obj: unknown, message: string) => errors.push(message) },
    jobs: { missionsChanged: async () => undefined },
  } as unknown as EffectsHost & { db: Db };
  return { app, log, errors };
}

const NOW = new Date('2025-03-10T08:00:00Z');
const message = {
  id: 'm1',
  from_user_id: 'a',
  to_user_id: 'b',
  content: 'Bonjour',
  timestamp: NOW.toISOString(),
  read_status: false,
};

describe('withTransaction', () => {
  it('stores the notifications in the transaction and runs the effects after the commit', async () => {
    const { app, log } = fakeApp();
    const result = await withTransaction(app, NOW, async () => {
      log.push('write');
      return {
        result: 42,
        effects: {
          changed: ['a', null, undefined],
          notify: [{ userId: 'b', type: 'message', message: 'Nouveau message' }],
          emit: [{ to: 'b', event: 'new_message', payload: message }],
          missionChanged: [{ id: 'p1', status: 'accepted' }],
          disconnect: ['c'],
        },
      };
    });
    expect(result).toBe(42);
    expect(log).toEqual([
      'write',
      'insert b',
      'commit',
      // The changed users, then the notified ones (their counters, not their accounts), before
      // any live event.
      'changed a',
      'answers of b',
      'publish n1>b',
      'emit new_message>b',
      'mission_changed p1>accepted',
      'disconnect c',
    ]);
  });

  it('runs nothing when the write throws: the transaction is rolled back', async () => {
    const { app, log } = fakeApp();
    await expect(
      withTransaction(app, NOW, async () => {
        log.push('write');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(log).toEqual(['write', 'rollback']);
  });

  it('stores nothing and announces nothing for a write without effects', async () => {
    const { app, log } = fakeApp();
    expect(await withTransaction(app, NOW, async () => ({ result: 'ok' }))).toBe('ok');
    expect(log).toEqual(['commit']);
  });
});

describe('runEffects', () => {
  it('drops everyone before the named users', () => {
    const { app, log } = fakeApp();
    runEffects(app, { changedEveryone: true, changed: ['a'] });
    expect(log).toEqual(['changed everyone', 'changed a']);
  });

  it('logs a failing effect and still runs the others, without throwing', () => {
    const { app, log, errors } = fakeApp({ cache: true, notify: true });
    const row = { id: 'n1', userId: 'b' } as NotificationRow;
    expect(() =>
      runEffects(app, {
        changed: ['a'],
        notified: [row],
        emit: [{ to: 'b', event: 'new_message', payload: message }],
        disconnect: ['c'],
      }),
    ).not.toThrow();
    expect(log).toEqual(['emit new_message>b', 'disconnect c']);
    expect(errors).toEqual([
      'after-commit effect failed: cache',
      'after-commit effect failed: cache',
      'after-commit effect failed: notify',
    ]);
  });
});
