import { resolveDeps } from './api.ts';
import type { OfflineCollection, OfflineDb, SyncMetaRecord } from './db.ts';
import { readDeviceOwner, readRows, type CollectionRows } from './collection-rows.ts';

/**
 * The cold open (docs/benchmarks.md, « Offline cold open »): a screen kept on the device reads
 * its copy as soon as the app starts, while React and the screen's own chunks are still on
 * their way, so that the screen mounts with its rows instead of a spinner. `startEarlyRead` is
 * called by `src/app/cold-open.ts`; `useOfflineCollection` takes the result, if it is there by
 * then, as the first value of its live queries (which then run as always).
 */
export interface EarlyRead<C extends OfflineCollection = OfflineCollection> {
  /** Whose data the device holds (`readDeviceOwner`). */
  owner: string | null;
  /** The owner's rows, read when the owner is the signed-in user, else undefined. */
  rows: CollectionRows[C][] | undefined;
  /** The collection's last refresh, when it is the owner's. */
  meta: SyncMetaRecord | undefined;
}

const reads = new Map<OfflineCollection, { db: OfflineDb; read?: EarlyRead }>();

/**
 * Reads `collection` of `userId` (the account stored at sign-in) from the device now. Never
 * throws: where IndexedDB cannot be read the screen simply reads it itself, as without this.
 */
export async function startEarlyRead(collection: OfflineCollection, userId: string): Promise<void> {
  const { db } = resolveDeps();
  const entry: { db: OfflineDb; read?: EarlyRead } = { db };
  reads.set(collection, entry);
  try {
    const owner = await readDeviceOwner(db);
    if (owner !== userId) {
      entry.read = { owner, rows: undefined, meta: undefined };
      return;
    }
    const [rows, meta] = await Promise.all([
      readRows(db, collection, userId),
      db.syncMeta.get(collection),
    ]);
    entry.read = { owner, rows, meta: meta?.owner_id === owner ? meta : undefined };
  } catch {
    reads.delete(collection);
  }
}

/**
 * What the early read found, if it has finished, was made on `db`, and no screen has read the
 * collection live since (a later mount reads the device itself: the copy may have changed).
 */
export function earlyRead<C extends OfflineCollection>(
  collection: C,
  db: OfflineDb,
): EarlyRead<C> | undefined {
  const entry = reads.get(collection);
  return entry?.db === db ? (entry.read as EarlyRead<C> | undefined) : undefined;
}

/** A live query of the collection answered: the early copy is no longer needed. */
export function forgetEarlyRead(collection: OfflineCollection): void {
  if (reads.get(collection)?.read) reads.delete(collection);
}
