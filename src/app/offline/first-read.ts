import { resolveDeps } from './api.ts';
import type { OfflineCollection, SyncMetaRecord } from './db.ts';
import { readDeviceOwner, readRows, type CollectionRows } from './stored-rows.ts';

/** A collection read from the device before its screen asked for it. */
export interface FirstRead<C extends OfflineCollection> {
  owner: string | null;
  rows: CollectionRows[C][];
  meta: SyncMetaRecord | undefined;
}

interface Reading {
  promise: Promise<void>;
  done?: FirstRead<OfflineCollection>;
}

const reads = new Map<OfflineCollection, Reading>();

/**
 * Starts reading `collection` from the device (its owner, her rows, when it was last synced)
 * while the screen that shows it is still being fetched: the screen's first render can then
 * show the rows instead of waiting for its live queries, which start only after it rendered.
 * Answers when the read is over (never throws: a failed read is left to the screen's own).
 */
export function startFirstRead(collection: OfflineCollection): Promise<void> {
  const running = reads.get(collection);
  if (running) return running.promise;
  const { db } = resolveDeps();
  const reading: Reading = { promise: Promise.resolve() };
  reading.promise = (async () => {
    const owner = await readDeviceOwner(db);
    const rows = owner ? await readRows(db, collection, owner) : [];
    const meta = owner ? await db.syncMeta.get(collection) : undefined;
    reading.done = { owner, rows, meta };
  })().catch(() => undefined);
  reads.set(collection, reading);
  return reading.promise;
}

/** The read started by {@link startFirstRead} if it is over, once: a later mount reads afresh. */
export function takeFirstRead<C extends OfflineCollection>(
  collection: C,
): FirstRead<C> | undefined {
  const done = reads.get(collection)?.done as FirstRead<C> | undefined;
  if (done) reads.delete(collection);
  return done;
}
