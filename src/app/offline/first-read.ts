import { resolveDeps } from './api.ts';
import type { OfflineCollection, SyncMetaRecord } from './db.ts';
import { readDeviceOwner, readRows, type CollectionRows } from './stored-rows.ts';

/** A collection read from the device before its screen asked for it. */
export interface FirstRead<C extends OfflineCollection> {
  owner: string | null;
  rows: CollectionRows[C][];
  meta: SyncMetaRecord | undefined;
}

/** How long a screen's loader waits for the first read at most (ms). */
export const FIRST_READ_WAIT_MS = 1_000;

interface Reading {
  /** The read, or the end of the wait if that comes first. */
  waited: Promise<void>;
  done?: FirstRead<OfflineCollection>;
}

const reads = new Map<OfflineCollection, Reading>();

/**
 * Starts reading `collection` from the device (its owner, her rows, when it was last synced)
 * while the screen that shows it is still being fetched: the screen's first render can then
 * show the rows instead of waiting for its live queries, which start only after it rendered.
 * Answers when the read is over, or after {@link FIRST_READ_WAIT_MS} if the device is slower
 * than that (a screen waiting for it then opens and reads on its own); never throws: a failed
 * read is left to the screen's own.
 */
export function startFirstRead(collection: OfflineCollection): Promise<void> {
  const running = reads.get(collection);
  if (running) return running.waited;
  const { db } = resolveDeps();
  const reading: Reading = { waited: Promise.resolve() };
  const read = (async () => {
    const owner = await readDeviceOwner(db);
    const rows = owner ? await readRows(db, collection, owner) : [];
    const meta = owner ? await db.syncMeta.get(collection) : undefined;
    reading.done = { owner, rows, meta };
  })().catch(() => undefined);
  reading.waited = Promise.race([
    read,
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS)),
  ]);
  reads.set(collection, reading);
  return reading.waited;
}

/**
 * The read started by {@link startFirstRead} if it is over and is `owner`'s (the person signed
 * in: never someone else's rows, were the device's session to change meanwhile). Given once:
 * the first screen to mount takes it, and any later one reads afresh.
 */
export function takeFirstRead<C extends OfflineCollection>(
  collection: C,
  owner: string | null | undefined,
): FirstRead<C> | undefined {
  const done = reads.get(collection)?.done as FirstRead<C> | undefined;
  reads.delete(collection);
  return done && owner && done.owner === owner ? done : undefined;
}
