export const SNAPSHOT_PATH = '.tmp/pglite-migrated.tar';
