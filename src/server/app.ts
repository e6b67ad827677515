import compress from '@fastify/compress';
import helmetHeaders, { type HelmetOptions } from 'helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database, Db } from './db/client.ts';
import { errorHandler } from './errors.ts';
import { registerRoutes } from './http/register-routes.ts';
import { DEFAULT_LIMITS, type AbuseLimits } from './modules/auth/limits.ts';
import { authHandlers } from './modules/auth/routes.ts';
import { billingHandlers } from './modules/billing/routes.ts';
import { invoicesHandlers } from './modules/invoices/routes.ts';
import { calendarHandlers } from './modules/calendar/routes.ts';
import { registerContracts, type SealConfig } from './modules/contracts/index.ts';
import { contractsHandlers } from './modules/contracts/routes.ts';
import { registerDocumentReminders } from './modules/credentials/expiry.ts';
import { credentialsHandlers } from './modules/credentials/routes.ts';
import { afterMissionHandlers } from './modules/after-mission/routes.ts';
import { dashboardHandlers } from './modules/dashboard/routes.ts';
import { exchangesHandlers } from './modules/exchanges/routes.ts';
import { healthHandlers } from './modules/health/routes.ts';
import { institutionsHandlers } from './modules/institutions/routes.ts';
import { messagesHandlers } from './modules/messages/routes.ts';
import { missionsHandlers } from './modules/missions/routes.ts';
import { notificationsHandlers } from './modules/notifications/routes.ts';
import { payslipsHandlers } from './modules/payslips/routes.ts';
import { personalDataHandlers } from './modules/personal-data/routes.ts';
import { pushHandlers } from './modules/push/routes.ts';
import { settingsHandlers } from './modules/settings/routes.ts';
import { auditHandlers } from './modules/audit/routes.ts';
import { registerScheduledWork } from './modules/reminders/index.ts';
import { poolHandlers } from './modules/pool/routes.ts';
import { registerFavoritesWindow } from './modules/staffing/favorites-window.ts';
import { schedulesHandlers } from './modules/schedules/routes.ts';
import { staffingHandlers } from './modules/staffing/routes.ts';
import { syncHandlers } from './modules/sync/routes.ts';
import { teamsHandlers } from './modules/teams/routes.ts';
import { usersHandlers } from './modules/users/routes.ts';
import { bankHandlers } from './modules/bank/routes.ts';
import { payoutsHandlers } from './modules/payouts/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { cachePlugin } from './plugins/cache.ts';
import { MissionFragments } from './modules/missions/fragments.ts';
import { registerDatabaseMaintenance } from './db/maintenance.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { jobsPlugin, type JobsOptions } from './plugins/jobs.ts';
import { registerMailChannel } from './modules/mail/channel.ts';
import { mailPlugin, type MailSettings } from './plugins/mail.ts';
import { notifierPlugin } from './plugins/notifier.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { registerNightlyBackup } from './operations/nightly-backup.ts';
import { pushPlugin, type PushSender, type VapidConfig } from './plugins/push.ts';
import { socketPlugin } from './plugins/socket.ts';
import { webAppPlugin } from './plugins/web-app.ts';

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  tokenTtlSeconds?: number;
  timezone?: string;
  /** Folder of the built PWA; omitted in API tests. */
  staticDir?: string;
  /** Proxies whose X-Forwarded-For is believed (Fastify `trustProxy` address list). */
  trustProxy?: string;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** With it, socket.io shares events between instances through Redis. */
  redisUrl?: string | undefined;
  /** Web Push keys; generated for this process when omitted (tests). */
  vapid?: VapidConfig | undefined;
  /** Replaces the Web Push network call (tests). */
  pushSender?: PushSender | undefined;
  /**
   * In-memory copies of account rows and of the nurse's hot answers (default on). Off only
   * for several instances that share a PostgreSQL without Redis to tell each other changes.
   */
  cache?: boolean;
  /**
   * The job engine (reminders, alerts, e-mails, automatic validation). Without an executor it
   * does not run: API tests that do not test it leave it off, so that jobs planned in real
   * time do not fire into tests that move the clock.
   */
  jobs?: JobsOptions;
  /**
   * The engine behind `db`: on the embedded PGlite (no autovacuum) the job engine analyzes
   * and vacuums it (see db/maintenance.ts).
   */
  databaseKind?: Database['kind'];
  /** The embedded database's nightly backup into `dataDir/backups` (PGlite, `npm run serve`). */
  backups?: { dataDir: string; database: Pick<Database, 'dump'> } | undefined;
  /** The operator's metrics: `/metrics` opens with this bearer token (none: no such route). */
  metricsToken?: string | undefined;
  /** An administrator without two-factor sign-in may only enrol (REQUIRE_ADMIN_2FA). */
  requireAdmin2fa?: boolean | undefined;
  /** The address people open the app at, for links in e-mails and calendar events. */
  publicUrl?: string;
  /** Outgoing mail (SMTP_URL, MAIL_FROM); without it no e-mail is sent. */
  mail?: MailSettings | undefined;
  /** The abuse limits (sign-in failures, reset e-mails, registrations); defaults otherwise. */
  limits?: Partial<AbuseLimits>;
  /** Slow clients' limits (tests shorten them); {@link SLOW_CLIENTS} otherwise. */
  slowClients?: Partial<SlowClients>;
  /** The platform's seal of signed contracts (SEAL_KEY, SEAL_CERT); generated per process when omitted. */
  seal?: SealConfig | undefined;
}

/** How long a client may take to send a request before its connection is ended. */
export interface SlowClients {
  /** Headers not complete within this many milliseconds: 408 and the connection ends. */
  headersMs: number;
  /** The whole request (headers and body) not complete within this many milliseconds: same. */
  requestMs: number;
  /** How often Node looks for connections past those limits. */
  checkEveryMs: number;
}

/**
 * Headers in 30 s, the whole request in 60 s (docs/product-rules.md « Slow clients »). Node
 * enforces both (`headersTimeout`, `requestTimeout`) but looks only every 30 s by default, which
 * would let a trickling socket live up to a minute: it looks every second instead.
 */
export const SLOW_CLIENTS: SlowClients = {
  headersMs: 30_000,
  requestMs: 60_000,
  checkEveryMs: 1_000,
};

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    now: () => Date;
    timezone: string;
    /** `https://releve.exemple.fr`, without a trailing slash. */
    publicUrl: string;
    /** The abuse limits in force (src/server/modules/auth/limits.ts). */
    limits: AbuseLimits;
    requireAdmin2fa: boolean;
  }
}

/** Security headers of every answer (CSP for the PWA, no framing, no sniffing). */
const SECURITY_HEADERS = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: false,
} satisfies HelmetOptions;

const setSecurityHeaders = helmetHeaders(SECURITY_HEADERS);

/**
 * A proxy on this host only. A deployment behind a proxy elsewhere names it in TRUST_PROXY: a
 * private network is not a trusted one (anybody on a hospital's network could otherwise pick
 * the address the sign-in limits count).
 */
export const DEFAULT_TRUSTED_PROXIES = 'loopback';

/** The whole Relève server as a Fastify instance, without listening: tests call inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const slow = { ...SLOW_CLIENTS, ...options.slowClients };
  const app = Fastify({
    logger: options.logger ?? false,
    // Node's own limits on slow clients: they end the connection with a 408, before any hook.
    http: {
      headersTimeout: slow.headersMs,
      requestTimeout: slow.requestMs,
      connectionsCheckingInterval: slow.checkEveryMs,
    },
    // Fastify sets the server's requestTimeout itself (0, none, unless told).
    requestTimeout: slow.requestMs,
    bodyLimit: options.bodyLimit ?? 256 * 1024,
    // X-Forwarded-For is believed only from the proxies named (default: this host): a client
    // reaching the server directly could otherwise pick its own address and dodge the
    // per-address sign-in limits, or turn them against somebody else's address.
    trustProxy: options.trustProxy ?? DEFAULT_TRUSTED_PROXIES,
    // Ids are opaque and short; longer path parameters are refused by the schemas anyway.
    routerOptions: { maxParamLength: 200 },
    // Errors raised by the router itself (bad percent-encoding, over-long parameter) get the
    // same French `{detail}` answer as every other error instead of Fastify's English one.
    // Hooks do not run for them, so the security headers are set here.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request.raw, reply.raw, () => undefined);
      return errorHandler(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  app.decorate('db', options.db);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('timezone', options.timezone ?? 'Europe/Paris');
  app.decorate('missionFragments', new MissionFragments());
  app.decorate('publicUrl', (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, ''));
  app.decorate('limits', { ...DEFAULT_LIMITS, ...options.limits });
  app.decorate('requireAdmin2fa', options.requireAdmin2fa ?? false);

  // helmet's own middleware, built once: @fastify/helmet builds it again for every request
  // (its directives parsed and checked each time, a tenth of a millisecond per answer).
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(inputGuardPlugin);

  await app.register(cachePlugin, { enabled: options.cache ?? true });
  await app.register(jobsPlugin, options.jobs ?? {});
  await app.register(mailPlugin, { config: options.mail });
  await app.register(notifierPlugin);
  // Reminders, alerts and the automatic validation, planned with every mission write.
  registerScheduledWork(app);
  registerFavoritesWindow(app);
  // The expiry reminders of verified documents.
  registerDocumentReminders(app);
  // Contracts: the seal and the unsigned-contract alert.
  registerContracts(app, options.seal);
  registerDatabaseMaintenance(app, options.databaseKind);
  registerNightlyBackup(app, options.backups);
  await app.register(authPlugin, {
    secret: options.jwtSecret,
    requireAdmin2fa: options.requireAdmin2fa ?? false,
    ttlSeconds: options.tokenTtlSeconds ?? 12 * 3600,
  });
  await app.register(socketPlugin, { redisUrl: options.redisUrl });
  await app.register(pushPlugin, { vapid: options.vapid, sender: options.pushSender });
  // Notifications with a subject are also e-mailed (when SMTP_URL is set).
  registerMailChannel(app);

  await app.register(metricsPlugin, { token: options.metricsToken });

  // The published API: /api/openapi.json and /api/docs, generated from the contract.
  await app.register(openApiPlugin);

  // Every call of the contract, under /api.
  await app.register(
    async (api) => {
      registerRoutes(api, {
        ...healthHandlers(api),
        ...authHandlers(api),
        ...usersHandlers(api),
        ...missionsHandlers(api),
        ...syncHandlers(api),
        ...dashboardHandlers(api),
        ...afterMissionHandlers(api),
        ...messagesHandlers(api),
        ...notificationsHandlers(api),
        ...pushHandlers(api),
        ...teamsHandlers(api),
        ...exchangesHandlers(api),
        ...institutionsHandlers(api),
        ...schedulesHandlers(api),
        ...payslipsHandlers(api),
        ...billingHandlers(api),
        ...invoicesHandlers(api),
        ...staffingHandlers(api),
        ...poolHandlers(api),
        ...calendarHandlers(api),
        ...credentialsHandlers(api),
        ...personalDataHandlers(api),
        ...settingsHandlers(api),
        ...auditHandlers(api),
        ...bankHandlers(api),
        ...payoutsHandlers(api),
        ...contractsHandlers(api),
      });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, { root: options.staticDir });
  return app;
}
