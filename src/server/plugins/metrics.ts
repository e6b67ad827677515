/**
 * What an operator's monitoring scrapes (Prometheus text format, prom-client): requests by
 * route and status with their durations, the time spent in the database, the job engine's
 * queues and failures, the sockets connected to this instance, and the process itself (CPU,
 * memory, event-loop delay). One registry per app, so that several apps in one process (the
 * tests) count apart.
 *
 * Served at `/metrics` (outside the API: it is the operator's, not a client's) when a bearer
 * token is configured (`METRICS_TOKEN`; without one it answers 404); `main.ts` can also serve `metricsText()` on a port of
 * its own (`METRICS_PORT`), for a scraper on a private network.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { queryTimingOf } from '../db/client.ts';

export interface MetricsOptions {
  /** Bearer token that opens `/metrics` on the app's own port; without it, no such route. */
  token?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: {
      /** The whole exposition, as `GET /metrics` answers it. */
      text: () => Promise<string>;
      contentType: string;
    };
  }
}

const fr = {
  unauthorized: 'Jeton de supervision absent ou invalide.',
  disabled: 'Les métriques ne sont pas servies ici (METRICS_TOKEN non défini).',
};

/** Request durations, in seconds: from a cached list (~1 ms) to a slow export. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const metricsPlugin = fp<MetricsOptions>(async (app: FastifyInstance, opts) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'releve_' });

  const requests = new Counter({
    name: 'releve_http_requests_total',
    help: 'Requêtes HTTP terminées, par route, méthode et statut.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'releve_http_request_duration_seconds',
    help: 'Durée des requêtes HTTP, par route, méthode et statut.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });

  const timing = queryTimingOf(app.db);
  new Counter({
    name: 'releve_db_queries_total',
    help: 'Requêtes envoyées à la base de données.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(timing.queries);
    },
  });
  new Counter({
    name: 'releve_db_query_errors_total',
    help: 'Requêtes à la base de données terminées en erreur.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(timing.errors);
    },
  });
  new Counter({
    name: 'releve_db_query_seconds_total',
    help: 'Temps passé dans la base de données, en secondes.',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(timing.seconds);
    },
  });

  new Gauge({
    name: 'releve_sockets_connected',
    help: 'Connexions temps réel (socket.io) ouvertes sur cette instance.',
    registers: [registry],
    collect() {
      this.set(app.realtime.connectedSockets());
    },
  });

  new Gauge({
    name: 'releve_jobs',
    help: 'Tâches du moteur de tâches, par file et par état (created, retry, active, failed).',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const { queue, state, count } of await app.jobs.countByState()) {
        this.set({ queue, state }, count);
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not its URL: one series per route, whatever the ids in the path.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.decorate('metrics', {
    text: () => registry.metrics(),
    contentType: registry.contentType,
  });

  // Registered even without a token, so that `/metrics` is never taken for a page of the app.
  const token = opts.token;
  app.get('/metrics', async (request, reply) => {
    if (!token) return reply.code(404).send({ detail: fr.disabled });
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({
        detail: fr.unauthorized,
      });
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
});
