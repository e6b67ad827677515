import { createServer } from 'node:http';
import type { Server } from 'node:net';
import { buildApp } from './app.ts';
import { writeBackup } from './db/backup.ts';
import { listenForControl } from './operations/control-socket.ts';
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
  metricsToken: config.metricsToken,
  requireAdmin2fa: config.requireAdmin2fa,
  backups: database.dump ? { dataDir: config.dataDir, database } : undefined,
  limits: config.limits,
  seal: config.seal,
});

// METRICS_PORT: the metrics alone, on a port a scraper on a private network reaches.
const metricsServer = config.metricsPort
  ? createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      app.metrics.text().then(
        (text) => response.writeHead(200, { 'content-type': app.metrics.contentType }).end(text),
        (err: unknown) => {
          app.log.error({ err }, 'metrics');
          response.writeHead(500).end();
        },
      );
    })
  : undefined;

let control: Server | undefined;
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} reçu, arrêt en cours…`);
  metricsServer?.close();
  control?.close();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
// On the embedded database, `npm run backup` asks this process for the copy (control socket).
if (database.dump) {
  control = await listenForControl(config.dataDir, {
    backup: (file) => writeBackup(database, file),
  });
}
if (metricsServer) {
  await new Promise<void>((resolve) =>
    metricsServer.listen(config.metricsPort, config.host, resolve),
  );
}
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
