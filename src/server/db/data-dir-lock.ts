import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { dbFr } from './fr.ts';

/**
 * One process per PGlite data folder (docs/product-rules.md, « Never lose, never overpay »). Two
 * processes writing one PGlite folder each keep their own copy of the database in memory and
 * write it back over the other's: acknowledged writes are lost. So every command that opens
 * the folder (`npm run serve`, `npm start`, `npm run demo`, and the backup and restore
 * commands) takes this lock first and holds it until it exits.
 *
 * The lock is a pid file, `DATA_DIR/releve.pid`, created exclusively (a hard link of a file
 * already written, so nobody ever reads a half-written one) and holding the owner's pid, its
 * start time and the machine's boot id. A file whose process no longer exists (killed with -9,
 * crashed, machine restarted) is stale and taken over; its pid reused by another process is
 * told apart by the start time. Why a pid file rather than a lock library: docs/decisions.md.
 */
export const DATA_DIR_LOCK_FILE = 'releve.pid';

/** What the lock file records about its owner. */
interface Holder {
  pid: number;
  /** Start time of the process in clock ticks since boot (Linux), null elsewhere. */
  started: string | null;
  /** The kernel's boot id (Linux), null elsewhere: a lock from before a reboot is stale. */
  boot: string | null;
  /** Which command holds it: « serveur », « démo »… */
  command: string;
  /** When it was taken, ISO-8601. */
  since: string;
}

/** A held lock: release it when the database is closed (also done at exit). */
export interface DataDirLock {
  /** The lock file. */
  path: string;
  release: () => void;
}

/** The folder is held by a live process: the French sentence to print, and who holds it. */
export class DataDirLockedError extends Error {
  readonly holder: Holder | null;
  constructor(dataDir: string, holder: Holder | null) {
    super(
      dbFr.dataDirLocked(
        dataDir,
        holder === null
          ? dbFr.holderUnknown
          : dbFr.holder(holder.command, holder.pid, shownInstant(holder.since)),
      ),
    );
    this.name = 'DataDirLockedError';
    this.holder = holder;
  }
}

/** « 2026-11-26 23:50 UTC » */
function shownInstant(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isFinite(ms)
    ? `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : iso;
}

/** The lock files this process holds (a second lock of the same folder here is refused too). */
const heldHere = new Set<string>();

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Field 22 of /proc/<pid>/stat: when the process started, in ticks since boot (Linux only). */
export function processStartTime(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (stat === null) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || value.pid <= 0) {
      return null;
    }
    return {
      pid: value.pid,
      started: typeof value.started === 'string' ? value.started : null,
      boot: typeof value.boot === 'string' ? value.boot : null,
      command: typeof value.command === 'string' ? value.command : '?',
      since: typeof value.since === 'string' ? value.since : '?',
    };
  } catch {
    return null;
  }
}

/** Whether the process a lock file names still runs (and is the one that wrote it). */
function isAlive(holder: Holder, path: string): boolean {
  // Our own pid: held by this very process, or left by an earlier life that had the same pid
  // (a container restarted: the server is pid 1 again).
  if (holder.pid === process.pid) return heldHere.has(path);
  const boot = bootId();
  if (holder.boot !== null && boot !== null && holder.boot !== boot) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else; ESRCH: no such process.
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  if (holder.started !== null) {
    const started = processStartTime(holder.pid);
    // Another process was given the dead owner's pid.
    if (started !== null && started !== holder.started) return false;
  }
  return true;
}

/** How many times a lock is tried when others take it over at the same moment. */
const ATTEMPTS = 5;

/**
 * Takes the lock of `dataDir` for `command` (« serveur », « démo », « sauvegarde »…), taking over
 * a stale one; throws a {@link DataDirLockedError} (its message in French) while a live process
 * holds it. The lock is released by `release()` or when this process exits.
 */
export function lockDataDir(dataDir: string, command: string): DataDirLock {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const path = join(folder, DATA_DIR_LOCK_FILE);
  const mine = JSON.stringify({
    pid: process.pid,
    started: processStartTime(process.pid),
    boot: bootId(),
    command,
    since: new Date().toISOString(),
  } satisfies Holder);
  const temp = `${path}.${process.pid}.${randomUUID()}`;
  writeFileSync(temp, mine);
  try {
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      try {
        // Atomic: fails with EEXIST when a lock file is there, never leaves half a file.
        linkSync(temp, path);
        return held(path, mine);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const text = readOrNull(path);
      if (text === null) continue;
      const holder = parseHolder(text);
      if (holder !== null && isAlive(holder, path)) throw new DataDirLockedError(folder, holder);
      // Stale: move it aside, then delete it only if it is the very file judged stale. If
      // another process took it over in between, its fresh lock is what was moved: put it back.
      const aside = `${path}.stale.${process.pid}.${randomUUID()}`;
      try {
        renameSync(path, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      if (readOrNull(aside) !== text) {
        try {
          linkSync(aside, path);
        } catch {
          // Someone else holds it now: the next attempt reads who.
        }
      }
      unlinkSync(aside);
    }
    throw new DataDirLockedError(folder, null);
  } finally {
    unlinkSync(temp);
  }
}

function held(path: string, mine: string): DataDirLock {
  heldHere.add(path);
  const release = () => {
    if (!heldHere.delete(path)) return;
    process.removeListener('exit', release);
    // Only our own file: never a lock another process took over.
    if (readOrNull(path) === mine) unlinkSync(path);
  };
  process.on('exit', release);
  return { path, release };
}
