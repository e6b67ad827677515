import { buildApp } from './app.ts';
import { bootstrap } from './bootstrap.ts';

const { config, database, admin } = await bootstrap();

const app = await buildApp({
  db: database.db,
  databaseKind: database.kind,
  jwtSecret: config.jwtSecret,
  tokenTtlSeconds: config.tokenTtlSeconds,
  timezone: config.timezone,
  staticDir: config.staticDir,
  ...(config.trustProxy ? { trustProxy: config.trustProxy } : {}),
  redisUrl: config.redisUrl,
  cache: config.cache,
  vapid: {
    publicKey: config.vapidPublicKey,
    privateKey: config.vapidPrivateKey,
    subject: config.vapidSubject,
  },
  logger: { level: config.logLevel },
  jobs: { executor: database.executor, pollingIntervalSeconds: config.jobsPollSeconds },
  publicUrl: config.publicUrl,
  mail: config.mail,
  seal: config.seal,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} reçu, arrêt en cours…`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`\nRelève est prêt : http://${shownHost}:${port}`);
console.log(
  `Base de données : ${database.kind === 'pglite' ? `PGlite (${config.dataDir}/db)` : 'PostgreSQL'}`,
);
console.log(
  config.mail
    ? `E-mail : envoyé par ${new URL(config.mail.smtpUrl).host}, de ${config.mail.from} ; liens vers ${config.publicUrl}`
    : 'E-mail : désactivé (SMTP_URL absent)',
);
if (admin?.created) {
  console.log(`Administrateur créé : ${admin.email} / ${admin.password}`);
  if (!config.adminPassword) console.log('(ce mot de passe ne sera plus affiché)');
}
