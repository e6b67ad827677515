import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import { POSTGRES_TURNS } from '../../src/server/db/turns.ts';
import { freshDatabase } from './harness.ts';

/**
 * Write transactions share the server's one event loop with the reads. On PGlite, where every
 * query runs on that loop, they take turns with it: a request that arrived meanwhile (a nurse's
 * list answered from memory) is served between two writes, not after all of them. On
 * PostgreSQL at most two run at once per instance.
 */
let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
  await database.db.execute(sql`create table turns_written (n int)`);
});
afterAll(async () => {
  await database?.close();
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('write transactions on PGlite', () => {
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

describe.skipIf(!process.env.TEST_DATABASE_URL)('write transactions on PostgreSQL', () => {
  it('runs at most two at once; the others wait their turn and all commit', async () => {
    let inFlight = 0;
    let most = 0;
    const write = (n: number) =>
      database.db.transaction(async (tx) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await tx.execute(sql`select pg_sleep(0.05)`);
        await tx.execute(sql`insert into turns_written values (${n})`);
        inFlight -= 1;
      });
    await Promise.all([1, 2, 3, 4, 5, 6].map(write));
    expect(POSTGRES_TURNS.slots).toBe(2);
    expect(most).toBe(2);
    const counted = (await database.db.execute(
      sql`select count(*)::int as n from turns_written`,
    )) as unknown as { rows: { n: number }[] };
    expect(counted.rows[0]?.n).toBe(6);
  });
});
