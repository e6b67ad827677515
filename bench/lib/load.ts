import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export interface LoadOptions {
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds of load thrown away first (JIT, caches, connection set-up). */
  warmup: number;
}

export interface LoadResult {
  /** Requests per second, average over the measured seconds. */
  rps: number;
  /** Latency in milliseconds. */
  p50: number;
  p99: number;
  requests: number;
  /** Bytes per second received. */
  throughput: number;
  /**
   * CPU milliseconds this process (the server, and PGlite when embedded) spent per request:
   * what one request costs, whatever else the machine is doing.
   */
  cpuMs: number;
  /** Requests without an answer within autocannon's 10 s, and other socket errors. */
  errors: number;
}

/** The fields of autocannon's `--json` report that are read here. */
interface Report {
  requests: { average: number };
  latency: { p50: number; p99: number };
  throughput: { average: number };
  errors: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats: Record<string, { count: number } | undefined>;
}

function autocannon(url: string, args: string[]): Promise<Report> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [AUTOCANNON, ...args, '--json', url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}: ${err}`));
      else resolve(JSON.parse(out) as Report);
    });
  });
}

/**
 * autocannon against one URL with the given headers, as a separate process: the load generator
 * neither shares the server's event loop nor counts in its CPU time.
 * Any answer other than `status` fails the run (a fast 401 is not a result); timeouts are
 * counted.
 */
export async function measure(
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
  status = 200,
): Promise<LoadResult> {
  const args = ['-c', String(options.connections)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (options.warmup > 0) await autocannon(url, [...args, '-d', String(options.warmup)]);
  const before = process.cpuUsage();
  const result = await autocannon(url, [...args, '-d', String(options.duration)]);
  const cpu = process.cpuUsage(before);
  const expected = result.statusCodeStats[String(status)]?.count ?? 0;
  const answered = Object.values(result.statusCodeStats).reduce((n, s) => n + (s?.count ?? 0), 0);
  if (expected === 0 || expected !== answered) {
    throw new Error(
      `${url}: ${answered - expected} answers other than ${status} (${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: expected,
    throughput: result.throughput.average,
    cpuMs: (cpu.user + cpu.system) / 1000 / expected,
    errors: result.errors,
  };
}
