import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { SNAPSHOT_PATH } from './snapshot-path.ts';

/**
 * On PGlite every query runs on the event loop: write transactions queued behind each other
 * take turns with it, so a request that arrived meanwhile (a nurse's list answered from
 * memory) is served between two writes, not after all of them.
 */
let database: Database;
beforeAll(async () => {
  database = await openDatabase({
    kind: 'pglite',
    loadDataDir: new Blob([readFileSync(SNAPSHOT_PATH)]),
    migrate: false,
  });
  await database.db.execute(sql`create table turns_written (n int)`);
});
afterAll(async () => {
  await database?.close();
});

describe('write transactions on PGlite', () => {
  it('serves what arrived between two queued writes', async () => {
    const order: string[] = [];
    let arrived: Promise<void> = Promise.resolve();
    const write = (name: string) =>
      database.db.transaction(async (tx) => {
        order.push(`${name} begins`);
        // A request arriving while the first write runs: answered before the second begins.
        if (name === 'first')
          arrived = new Promise<void>((resolve) =>
            setImmediate(() => {
              order.push('request served');
              resolve();
            }),
          );
        await tx.execute(sql`select pg_sleep(0)`);
        await tx.execute(sql`select 1`);
        order.push(`${name} ends`);
        return name;
      });
    const first = write('first');
    const second = write('second');
    const third = write('third');
    expect(await Promise.all([first, second, third])).toEqual(['first', 'second', 'third']);
    await arrived;
    expect(order).toEqual([
      'first begins',
      'first ends',
      'request served',
      'second begins',
      'second ends',
      'third begins',
      'third ends',
    ]);
  });

  it('a failed write rolls back alone and the next one runs', async () => {
    const failing = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turns_written values (1)`);
      throw new Error('refusé');
    });
    const next = database.db.transaction(async (tx) =>
      tx.execute(sql`select count(*)::int as n from turns_written`),
    );
    await expect(failing).rejects.toThrow('refusé');
    const counted = (await next) as unknown as { rows: { n: number }[] };
    expect(counted.rows[0]?.n).toBe(0);
  });
});
