/**
 * `npm run backup [-- --out FILE]`: a consistent copy of the embedded database (PGlite), by
 * default in DATA_DIR/backups/releve-<instant>.tar.gz. While the server runs, the server makes
 * it (asked through its control socket): only the process holding the database can copy it
 * between two transactions. Without a running server, this command opens the folder itself,
 * under the same lock. On PostgreSQL: pg_dump (README).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { backupFileName, backupsDir, writeBackup } from '../src/server/db/backup.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { DataDirLockedError, lockDataDir } from '../src/server/db/data-dir-lock.ts';
import { dbFr } from '../src/server/db/fr.ts';
import { sendControl } from '../src/server/operations/control-socket.ts';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const dataDir = resolve(process.env.DATA_DIR || './data');
const file = resolve(values.out ?? `${backupsDir(dataDir)}/${backupFileName(new Date())}`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (process.env.DATABASE_URL) fail(dbFr.backupNotPglite);

let lock: ReturnType<typeof lockDataDir> | undefined;
try {
  lock = lockDataDir(dataDir, 'sauvegarde');
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
}

if (!lock) {
  // The server (or another command) holds the folder: the server makes the copy.
  console.log(dbFr.backupByServer);
  const answer = await sendControl(dataDir, { command: 'backup', file }).catch((error: unknown) =>
    fail(`${new DataDirLockedError(dataDir, null).message}\n(${(error as Error).message})`),
  );
  if (!answer.ok) fail(answer.error);
  console.log(dbFr.backupWritten(answer.file, answer.bytes));
} else {
  try {
    const database = await openDatabase({
      kind: 'pglite',
      dataDir: `${dataDir}/db`,
      migrate: false,
    });
    try {
      console.log(dbFr.backupWritten(file, await writeBackup(database, file)));
    } finally {
      await database.close();
    }
  } finally {
    lock.release();
  }
}
