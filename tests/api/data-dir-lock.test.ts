/**
 * One server per data folder (docs/product-rules.md, « Never lose, never overpay »): on PGlite a
 * process holds a lock on DATA_DIR for as long as it runs. A second server (or `npm run demo`)
 * on the same folder refuses to start with a French sentence and a non-zero exit; a lock left by
 * a process killed with -9 is taken over by the next start. Real processes, as deployed; and
 * the lock function itself, in this process, for the cases a process test cannot stage (a pid
 * reused, a half-garbled file).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DATA_DIR_LOCK_FILE,
  DataDirLockedError,
  lockDataDir,
  processStartTime,
} from '../../src/server/db/data-dir-lock.ts';
import { expectCall, killAll, runUntilExit, startServer, tempDir } from './fixtures/processes.ts';

const ADMIN = { email: 'admin@verrou.test', password: 'admin-password-verrou' };
const ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: 'verrou-secret-verrou-secret-verrou-secret',
};

const dirs: { remove: () => void }[] = [];
const folder = (prefix: string) => {
  const dir = tempDir(prefix);
  dirs.push(dir);
  return dir.path;
};
afterAll(async () => {
  await killAll();
  for (const dir of dirs) dir.remove();
});

/** The sentence a refused start prints, whoever holds the folder. */
const refusal = (dataDir: string) =>
  new RegExp(
    `^Le dossier de données ${dataDir.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&')} est déjà utilisé par un autre processus Relève \\(serveur, pid \\d+, depuis \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC\\)\\. Deux processus sur un même dossier PGlite perdent des écritures : arrêtez d’abord l’autre processus \\(ou attendez qu’il ait fini\\), ou donnez à celui-ci un autre DATA_DIR\\.\n$`,
  );

/** A process that has exited: its pid names nobody (until the system gives it again). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((done) => child.once('exit', done));
  return child.pid ?? 0;
}

describe('two processes on one data folder', () => {
  it('the second server refuses in French and exits non-zero; so does the demo; kill -9 the first, the next start takes the lock over and serves', async () => {
    const dataDir = folder('lock');
    const first = await startServer({ dataDir, env: ENV });
    const lockFile = join(dataDir, DATA_DIR_LOCK_FILE);
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({
      pid: first.pid,
      command: 'serveur',
    });

    const second = await runUntilExit('src/server/main.ts', { dataDir, env: ENV });
    expect(second.code).toBe(1);
    expect(second.stderr).toMatch(refusal(dataDir));
    expect(second.stdout).not.toContain('Relève est prêt');

    const demo = await runUntilExit('scripts/demo.ts', { dataDir, env: ENV });
    expect(demo.code).toBe(1);
    expect(demo.stderr).toMatch(refusal(dataDir));
    expect(demo.stdout).not.toContain('Données de démonstration créées');

    // The first one was never disturbed.
    const { token } = await expectCall<{ token: string }>(
      first.url,
      'POST',
      '/api/auth/login',
      200,
      { body: ADMIN },
    );
    expect(token).toBeTruthy();

    expect(await first.kill('SIGKILL')).toEqual({ code: null, signal: 'SIGKILL' });
    // Its lock stays behind, naming a process that no longer exists.
    expect(existsSync(lockFile)).toBe(true);
    const next = await startServer({ dataDir, env: ENV });
    expect(JSON.parse(readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: next.pid });
    await expectCall(next.url, 'POST', '/api/auth/login', 200, { body: ADMIN });

    // A clean stop leaves no lock behind.
    expect((await next.kill('SIGTERM')).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 180_000);

  it('on PostgreSQL no folder lock is taken: DATA_DIR only keeps the secrets', async () => {
    const dataDir = folder('lock-pg');
    const { code, stderr } = await runUntilExit('src/server/main.ts', {
      dataDir,
      env: { ...ENV, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      timeoutMs: 20_000,
    });
    // It got as far as the database, which does not answer here: past any lock, taking none.
    expect(code).not.toBe(0);
    expect(stderr).not.toContain('est déjà utilisé');
    expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
  }, 60_000);
});

describe('lockDataDir', () => {
  it('refuses a folder already held, in this process too, until released', () => {
    const dataDir = folder('lock-fn');
    const lock = lockDataDir(dataDir, 'serveur');
    expect(() => lockDataDir(dataDir, 'démo')).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir, 'démo')).toThrow(/pid \d+/);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
    lockDataDir(dataDir, 'démo').release();
  });

  it('refuses a lock held by another live process', async () => {
    const dataDir = folder('lock-live');
    const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      const pid = sleeper.pid ?? 0;
      writeFileSync(
        join(dataDir, DATA_DIR_LOCK_FILE),
        JSON.stringify({
          pid,
          started: processStartTime(pid),
          boot: null,
          command: 'sauvegarde',
          since: '2026-11-26T23:50:00.000Z',
        }),
      );
      expect(() => lockDataDir(dataDir, 'serveur')).toThrow(
        `Le dossier de données ${dataDir} est déjà utilisé par un autre processus Relève (sauvegarde, pid ${pid}, depuis 2026-11-26 23:50 UTC).`,
      );
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it('takes over a lock whose process is gone, whose pid was given to another, or that cannot be read', async () => {
    const dataDir = folder('lock-stale');
    const file = join(dataDir, DATA_DIR_LOCK_FILE);
    const stale = [
      { pid: await deadPid(), started: '1', boot: null, command: 'serveur', since: 'x' },
      // The pid of a live process (the test runner's parent) but another start time.
      { pid: process.ppid, started: 'not-its-start', boot: null, command: 'serveur', since: 'x' },
      // Written before the machine restarted.
      { pid: process.ppid, started: null, boot: 'another-boot', command: 'serveur', since: 'x' },
      // An earlier life of this very pid (a container restarted), not held here.
      { pid: process.pid, started: null, boot: null, command: 'serveur', since: 'x' },
    ];
    for (const holder of stale) {
      writeFileSync(file, JSON.stringify(holder));
      const lock = lockDataDir(dataDir, 'serveur');
      expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid });
      lock.release();
    }
    writeFileSync(file, '{"pid":');
    lockDataDir(dataDir, 'serveur').release();
    expect(existsSync(file)).toBe(false);
  });

  it('a release never removes a lock another process took over', () => {
    const dataDir = folder('lock-release');
    const lock = lockDataDir(dataDir, 'serveur');
    const theirs = JSON.stringify({ pid: process.ppid, started: null, boot: null });
    writeFileSync(lock.path, theirs);
    lock.release();
    expect(readFileSync(lock.path, 'utf8')).toBe(theirs);
  });
});
