import { mkdirSync, writeFileSync } from 'node:fs';
import { dumpMigratedSnapshot } from '../../src/server/db/client.ts';
import { SNAPSHOT_PATH } from './snapshot-path.ts';

/** Migrates one in-memory PGlite and dumps it: each test file starts from a copy. */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return;
  const dump = await dumpMigratedSnapshot();
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(SNAPSHOT_PATH, Buffer.from(await dump.arrayBuffer()));
}
