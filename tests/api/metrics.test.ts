/**
 * The operator's metrics (`/metrics`, Prometheus text format): closed without the bearer
 * token, absent without one configured, and counters that move with the requests and the
 * database queries they make. Then a real server process with METRICS_PORT, scraped on its
 * own port as a monitoring system would, with the job engine's queues counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { freePort, killAll, startServer, tempDir } from './fixtures/processes.ts';

const TOKEN = 'jeton-de-supervision-0123456789';

/** The value of one series (name and exact labels) in an exposition, 0 when absent. */
function valueOf(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const scrape = (t: TestApp, authorization?: string) =>
  t.request({
    method: 'GET',
    url: '/metrics',
    ...(authorization ? { headers: { authorization } } : {}),
  });

describe('/metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  it('is refused without the token or with a wrong one, in French', async () => {
    for (const header of [undefined, `Bearer ${TOKEN}x`, TOKEN, 'Bearer ']) {
      const res = await scrape(t, header);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Jeton de supervision absent ou invalide.' });
    }
  });

  it('counts requests by route pattern and status, with durations and database time', async () => {
    const before = (await scrape(t, `Bearer ${TOKEN}`)).body;
    const admin = await t.adminToken();
    for (let i = 0; i < 3; i++) {
      expect((await t.request({ method: 'GET', url: '/api/users', token: admin })).statusCode).toBe(
        200,
      );
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/prestations/nope', token: admin })).statusCode,
    ).toBe(404);
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const after = res.body;

    const users = 'releve_http_requests_total{method="GET",route="/api/users",status="200"}';
    expect(valueOf(after, users) - valueOf(before, users)).toBe(3);
    // One series per route, not per id.
    const one =
      'releve_http_requests_total{method="GET",route="/api/prestations/:id",status="404"}';
    expect(valueOf(after, one) - valueOf(before, one)).toBe(1);
    expect(after).not.toContain('/api/prestations/nope');
    const count =
      'releve_http_request_duration_seconds_count{method="GET",route="/api/users",status="200"}';
    expect(valueOf(after, count) - valueOf(before, count)).toBe(3);

    expect(valueOf(after, 'releve_db_queries_total')).toBeGreaterThan(
      valueOf(before, 'releve_db_queries_total'),
    );
    expect(valueOf(after, 'releve_db_query_seconds_total')).toBeGreaterThan(0);
    expect(after).toContain('releve_sockets_connected 0');
    expect(after).toContain('releve_process_resident_memory_bytes');
  });

  it('does not exist on an app without a token', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.request({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        detail: 'Les métriques ne sont pas servies ici (METRICS_TOKEN non défini).',
      });
    } finally {
      await plain.close();
    }
  });
});

describe('METRICS_PORT on a real server', () => {
  afterAll(() => killAll());

  it('serves the metrics on their own port, with the job queues', async () => {
    const dir = tempDir('releve-metrics-');
    const metricsPort = await freePort();
    const server = await startServer({
      dataDir: dir.path,
      env: { METRICS_PORT: String(metricsPort), JOBS_POLL_SECONDS: '0.5' },
    });
    try {
      await fetch(`${server.url}/api/health`);
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(
        valueOf(text, 'releve_http_requests_total{method="GET",route="/api/health",status="200"}'),
      ).toBeGreaterThanOrEqual(1);
      // Every queue of the job engine is counted, zeros included.
      expect(text).toMatch(/^releve_jobs\{queue="[^"]+",state="failed"\} 0$/m);
      expect((await fetch(`http://127.0.0.1:${metricsPort}/autre`)).status).toBe(404);
      // Not on the app's own port without a token.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    } finally {
      await server.kill();
      dir.remove();
    }
  });
});
