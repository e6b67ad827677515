/**
 * Backups of the embedded database (PGlite): a backup is PGlite's own copy of its folder, a
 * gzipped tar taken between two transactions after a checkpoint (`Database.dump`), so it opens
 * as it was at one instant, every transaction whole or absent. The running server takes it
 * (asked through its control socket, or every night); without a running server, the command
 * opens the folder itself, under the same lock.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database } from './client.ts';
import { dbFr } from './fr.ts';

/** Where backups go by default, inside the data folder. */
export const backupsDir = (dataDir: string) => join(dataDir, 'backups');

/** Nightly backups kept; older ones are deleted after each new one. */
export const NIGHTLY_BACKUPS_KEPT = 7;

const NIGHTLY_PREFIX = 'releve-nuit-';
const MANUAL_PREFIX = 'releve-';

/** « releve-2026-11-27T03-17-00Z.tar.gz »: sorts by time, valid on every file system. */
export function backupFileName(now: Date, nightly = false): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll(':', '-');
  return `${nightly ? NIGHTLY_PREFIX : MANUAL_PREFIX}${stamp}Z.tar.gz`;
}

/**
 * Writes a backup of `database` to `file`: written beside it first, then renamed, so a file of
 * that name is always a whole backup. Answers its size in bytes.
 */
export async function writeBackup(database: Pick<Database, 'dump'>, file: string): Promise<number> {
  if (!database.dump) throw new Error(dbFr.backupNotPglite);
  const bytes = Buffer.from(await (await database.dump()).arrayBuffer());
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partiel`;
  writeFileSync(partial, bytes, { mode: 0o600 });
  renameSync(partial, file);
  return bytes.length;
}

/** Deletes the nightly backups of `dir` beyond the newest `keep`. Answers those deleted. */
export function pruneNightlyBackups(dir: string, keep = NIGHTLY_BACKUPS_KEPT): string[] {
  if (!existsSync(dir)) return [];
  const nightly = readdirSync(dir)
    .filter((name) => name.startsWith(NIGHTLY_PREFIX) && name.endsWith('.tar.gz'))
    .sort()
    .reverse();
  const gone = nightly.slice(keep);
  for (const name of gone) rmSync(join(dir, name));
  return gone;
}

/** Whether `dir` is missing or holds nothing. */
function isEmptyFolder(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Restores the backup `file` into the data folder `dataDir`, which must be empty (or absent):
 * a restore never replaces a database, it makes a new one that a server then starts on. The
 * folder is locked meanwhile. The copy is opened once before the lock is released, so a file
 * that is not a backup is refused here rather than at the server's start.
 */
export async function restoreBackup(dataDir: string, file: string): Promise<void> {
  if (!existsSync(file)) throw new Error(dbFr.backupMissing(file));
  if (!isEmptyFolder(dataDir)) throw new Error(dbFr.restoreNotEmpty(dataDir));
  const lock = lockDataDir(dataDir, 'restauration');
  const target = join(dataDir, 'db');
  try {
    const blob = new Blob([readFileSync(file)]);
    let client: PGlite | undefined;
    try {
      client = new PGlite({ dataDir: target, loadDataDir: blob });
      await client.waitReady;
      await client.query('select count(*) from users');
    } catch (error) {
      await client?.close().catch(() => {});
      rmSync(target, { recursive: true, force: true });
      throw new Error(dbFr.notABackup(basename(file)), { cause: error });
    }
    await client.close();
  } finally {
    lock.release();
  }
}
