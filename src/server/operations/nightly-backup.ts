import type { FastifyInstance } from 'fastify';
import { backupFileName, backupsDir, pruneNightlyBackups, writeBackup } from '../db/backup.ts';
import type { Database } from '../db/client.ts';

export const BACKUP_QUEUE = 'database-backup';

/**
 * Every night at 03:17 UTC (after the 02:17 vacuum, before anyone's morning), on the embedded
 * database: a backup in `DATA_DIR/backups`, the newest 7 nightly ones kept. On PostgreSQL the
 * operator's own backups (pg_dump, the host's snapshots) do this job: nothing is scheduled.
 */
export function registerNightlyBackup(
  app: FastifyInstance,
  options: { dataDir: string; database: Pick<Database, 'dump'> } | undefined,
): void {
  if (!options?.database.dump) return;
  const dir = backupsDir(options.dataDir);
  app.jobs.every(BACKUP_QUEUE, '17 3 * * *', async () => {
    const file = `${dir}/${backupFileName(app.now(), true)}`;
    const bytes = await writeBackup(options.database, file);
    const pruned = pruneNightlyBackups(dir);
    app.log.info({ file, bytes, pruned }, 'nightly backup');
  });
}
