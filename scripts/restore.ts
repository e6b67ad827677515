/**
 * `npm run restore -- FILE`: restores a backup made by `npm run backup` (or the nightly one)
 * into DATA_DIR, which must be empty or absent: a restore never overwrites a database. Then
 * start the server on that folder.
 */
import { resolve } from 'node:path';
import { restoreBackup } from '../src/server/db/backup.ts';
import { dbFr } from '../src/server/db/fr.ts';

const [file] = process.argv.slice(2).filter((arg) => arg !== '--');
if (!file) {
  console.error('Usage : DATA_DIR=dossier-vide npm run restore -- sauvegarde.tar.gz');
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR || './data');
try {
  await restoreBackup(dataDir, resolve(file));
  console.log(dbFr.restored(dataDir));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
