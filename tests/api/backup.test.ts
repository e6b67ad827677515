/**
 * Backups of the embedded database, as an operator runs them: a real server process on PGlite
 * written to continuously, `npm run backup` taken in the middle (the server makes the copy
 * between two transactions), `npm run restore` into a new folder, and a database that is
 * consistent (every mission with its creation event, every acknowledged write before the
 * backup present) and that a server starts on. The restore refuses a folder that is not empty.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.ts';
import {
  expectCall,
  killAll,
  registerApproved,
  startServer,
  tempDir,
} from './fixtures/processes.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ADMIN = { email: 'admin@sauvegarde.test', password: 'admin-password-sauvegarde' };
const ENV = {
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: 'backup-secret-backup-secret-backup-secret',
};

/** Runs `npm run <script>` as the operator would (tsx), answering its exit code and output. */
function run(script: 'backup' | 'restore', dataDir: string, args: string[] = []) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? dataDir, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => done({ code, output }));
  });
}

const dirs: { remove: () => void }[] = [];
afterAll(async () => {
  await killAll();
  for (const dir of dirs) dir.remove();
});

/** Several server and command processes each start with tsx: minutes on a busy 2-core machine. */
const SLOW = 240_000;

// The embedded database's backups run the same processes whatever TEST_DATABASE_URL says: the
// PostgreSQL pass of the suite would only repeat them.
describe.skipIf(!!process.env.TEST_DATABASE_URL)(
  'backup and restore of the embedded database',
  () => {
    it(
      'copies a database being written to, and restores it whole into a new folder',
      async () => {
        const source = tempDir('releve-backup-src-');
        const target = tempDir('releve-backup-dst-');
        dirs.push(source, target);
        const server = await startServer({ dataDir: source.path, env: ENV });
        const { token: admin } = await expectCall<{ token: string }>(
          server.url,
          'POST',
          '/api/auth/login',
          200,
          {
            body: ADMIN,
          },
        );
        const clinic = await registerApproved(server.url, admin, {
          role: 'institution',
          first_name: 'Hélène',
          last_name: 'Sauvegarde',
        });

        // Writers that are not paced: each creation is a mission and its event, in one transaction.
        let writing = true;
        const acknowledged: string[] = [];
        let n = 0;
        const start = Date.now() + 3 * 24 * 3600_000;
        const writer = async () => {
          while (writing) {
            const i = n++;
            const { prestation } = await expectCall<{ prestation: { id: string } }>(
              server.url,
              'POST',
              '/api/prestations',
              201,
              {
                token: admin,
                body: {
                  name: `Garde ${i}`,
                  description: 'Renfort de nuit',
                  dateStart: new Date(start + i * 60_000).toISOString(),
                  dateEnd: new Date(start + i * 60_000 + 8 * 3600_000).toISOString(),
                  etablissement_id: clinic.id,
                },
              },
            );
            acknowledged.push(prestation.id);
          }
        };
        const writers = [writer(), writer(), writer()];
        while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 50));

        const file = join(source.path, 'copie.tar.gz');
        const before = [...acknowledged];
        const backup = await run('backup', source.path, ['--out', file]);
        const after = acknowledged.length;
        expect(backup.output).toContain('Le serveur tourne sur ce dossier');
        expect(backup.code, backup.output).toBe(0);
        expect(backup.output).toContain(`Sauvegarde écrite : ${file}`);
        // The writers went on during the copy.
        while (acknowledged.length < after + 10) await new Promise((r) => setTimeout(r, 50));
        writing = false;
        await Promise.all(writers);

        // Never over a database: the source folder is not empty.
        const refused = await run('restore', source.path, [file]);
        expect(refused.code).toBe(1);
        expect(refused.output).toContain(
          'n’est pas vide : une restauration se fait dans un dossier de données vide',
        );

        const restored = await run('restore', target.path, [file]);
        expect(restored.code, restored.output).toBe(0);
        expect(restored.output).toContain(`Base restaurée dans ${target.path}.`);

        // Consistent: every write acknowledged before the backup, no half transaction.
        const copy = await openDatabase({
          kind: 'pglite',
          dataDir: join(target.path, 'db'),
          migrate: false,
        });
        try {
          const ids = (
            (await copy.executor.executeSql('select id from missions')).rows as { id: string }[]
          ).map((row) => row.id);
          expect(ids).toEqual(expect.arrayContaining(before));
          expect(ids.length).toBeLessThan(acknowledged.length);
          const orphans = await copy.executor.executeSql(
            `select count(*)::int as n from missions m where not exists
           (select 1 from mission_events e where e.mission_id = m.id and e.action = 'create')`,
          );
          expect(orphans.rows).toEqual([{ n: 0 }]);
        } finally {
          await copy.close();
        }
        // Its lock was released: the restore left only the database.
        expect(readdirSync(target.path)).toEqual(['db']);

        // A server starts on it and serves what it holds.
        await server.kill();
        const second = await startServer({ dataDir: target.path, env: ENV });
        const { token } = await expectCall<{ token: string }>(
          second.url,
          'POST',
          '/api/auth/login',
          200,
          {
            body: ADMIN,
          },
        );
        const listed = await expectCall<{ id: string }[]>(
          second.url,
          'GET',
          `/api/prestations/${before[0]}`,
          200,
          {
            token,
          },
        );
        expect(listed).toMatchObject({ id: before[0] });
        await second.kill();
      },
      SLOW,
    );

    it(
      'copies a folder no server holds, by opening it under the lock',
      async () => {
        const source = tempDir('releve-backup-idle-');
        dirs.push(source);
        const server = await startServer({ dataDir: source.path, env: ENV });
        await server.kill();
        const backup = await run('backup', source.path);
        expect(backup.code, backup.output).toBe(0);
        const written = readdirSync(join(source.path, 'backups'));
        expect(written).toEqual([
          expect.stringMatching(/^releve-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/),
        ]);
        expect(existsSync(join(source.path, 'releve.pid'))).toBe(false);
      },
      SLOW,
    );
  },
);
