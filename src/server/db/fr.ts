/** French sentences of the database layer, printed by the commands that open the data folder. */
export const dbFr = {
  /**
   * A second process on a PGlite folder another one holds: why it stops, and what to do. The
   * operator reads it on stderr, often after a restart « just to be sure ».
   */
  dataDirLocked: (dataDir: string, holder: string) =>
    `Le dossier de données ${dataDir} est déjà utilisé par ${holder}. Deux processus sur un même dossier PGlite perdent des écritures : arrêtez d’abord l’autre processus (ou attendez qu’il ait fini), ou donnez à celui-ci un autre DATA_DIR.`,
  /** Who holds the folder: « un autre processus Relève (serveur, pid 4242, depuis 2026-11-26 23:50 UTC) ». */
  holder: (command: string, pid: number, since: string) =>
    `un autre processus Relève (${command}, pid ${pid}, depuis ${since})`,
  /** The lock file could not be read after several tries: another process is taking it right now. */
  holderUnknown: 'un autre processus Relève qui démarre en ce moment',
  backupNotPglite:
    'La sauvegarde par npm run backup concerne la base embarquée (PGlite). Sur PostgreSQL, utilisez pg_dump (voir le README).',
  backupMissing: (file: string) => `Le fichier ${file} n’existe pas.`,
  restoreNotEmpty: (dataDir: string) =>
    `Le dossier ${dataDir} n’est pas vide : une restauration se fait dans un dossier de données vide, pour ne jamais écraser une base. Choisissez un autre DATA_DIR (puis démarrez le serveur dessus).`,
  notABackup: (name: string) => `${name} n’est pas une sauvegarde de Relève lisible.`,
  backupWritten: (file: string, bytes: number) =>
    `Sauvegarde écrite : ${file} (${(bytes / 1024 / 1024).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo).`,
  backupByServer: 'Le serveur tourne sur ce dossier : c’est lui qui fait la copie.',
  restored: (dataDir: string) =>
    `Base restaurée dans ${dataDir}. Démarrez le serveur avec DATA_DIR=${dataDir}.`,
} as const;
