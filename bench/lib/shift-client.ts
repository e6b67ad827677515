/**
 * The load of the shift change, as a separate process (started by bench/shift-change.ts with
 * `node --import tsx`): the load generator neither shares the server's event loop nor counts
 * in its CPU time. Reads its task on stdin (JSON), prints its result on stdout (JSON).
 *
 * - `readers` connections (undici, keep-alive) each send GET `path` one after the other, the
 *   token taken round-robin from `tokens`: every professional reads her own list in turn.
 * - `writers` loops, beside them, take the next write of `writes` (accept or start, with the
 *   mission's assignee's token and a fresh idempotency key) until the run ends or none is left.
 *
 * Warm-up seconds first (thrown away), then `duration` seconds measured.
 */
import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';

export interface ShiftTask {
  baseUrl: string;
  path: string;
  tokens: string[];
  /** Sent with every read (Accept-Encoding of a browser, or nothing). */
  headers: Record<string, string>;
  readers: number;
  writers: number;
  writes: { token: string; id: string; kind: 'accept' | 'start' }[];
  /**
   * Writes per second of all the writers together, each writer starting its next write on its
   * own schedule (a tap every writers ÷ rate seconds, or at once when it is late); undefined:
   * each writer sends its next write as soon as the previous one is answered.
   */
  writeRate?: number | undefined;
  warmup: number;
  duration: number;
}

export interface ShiftOutcome {
  reads: number;
  readErrors: number;
  /** Status codes of failed reads, with counts. */
  readFailures: Record<string, number>;
  p50: number;
  p99: number;
  /** Latency of the writes, ms. */
  writeP50: number;
  writeP99: number;
  bytes: number;
  writes: number;
  writeErrors: number;
  writeFailures: Record<string, number>;
  /**
   * No write was left before the end (the pool of assigned missions ran out): the measure
   * stopped then, `seconds` is shorter than asked.
   */
  writesExhausted: boolean;
  seconds: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

export async function runShift(task: ShiftTask): Promise<ShiftOutcome> {
  const reads = new Pool(task.baseUrl, { connections: task.readers, pipelining: 1 });
  const writes = new Pool(task.baseUrl, { connections: task.writers, pipelining: 1 });
  let measuring = false;
  let endedAt: number | undefined;
  let stopped = false;
  let turn = 0;
  let next = 0;
  const latencies: number[] = [];
  const writeLatencies: number[] = [];
  const out: Omit<
    ShiftOutcome,
    'p50' | 'p99' | 'writeP50' | 'writeP99' | 'seconds' | 'writesExhausted'
  > = {
    reads: 0,
    readErrors: 0,
    readFailures: {},
    bytes: 0,
    writes: 0,
    writeErrors: 0,
    writeFailures: {},
  };
  const fail = (into: Record<string, number>, key: string) => (into[key] = (into[key] ?? 0) + 1);

  const reader = async () => {
    while (!stopped) {
      const token = task.tokens[turn++ % task.tokens.length] ?? '';
      const started = performance.now();
      const counted = measuring;
      try {
        const answer = await reads.request({
          method: 'GET',
          path: task.path,
          headers: { ...task.headers, authorization: `Bearer ${token}` },
        });
        let size = 0;
        for await (const chunk of answer.body) size += (chunk as Buffer).length;
        if (!counted || !measuring) continue;
        if (answer.statusCode !== 200) {
          out.readErrors += 1;
          fail(out.readFailures, String(answer.statusCode));
          continue;
        }
        out.reads += 1;
        out.bytes += size;
        latencies.push(performance.now() - started);
      } catch (error) {
        if (counted && measuring) {
          out.readErrors += 1;
          fail(out.readFailures, (error as Error).message);
        }
      }
    }
  };

  const interval = task.writeRate ? (1000 * task.writers) / task.writeRate : 0;
  const writer = async (_: unknown, index: number) => {
    // Spread over the interval, so that the writers do not tap together.
    let due = performance.now() + (interval * index) / Math.max(1, task.writers);
    while (!stopped) {
      if (interval > 0) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        due += interval;
        if (stopped) return;
      }
      const write = task.writes[next++];
      if (!write) {
        // No write left: the measure ends here, so that it never counts reads without writes.
        if (measuring && task.writers > 0) {
          measuring = false;
          endedAt ??= performance.now();
        }
        return;
      }
      const counted = measuring;
      const started = performance.now();
      try {
        const answer = await writes.request({
          method: 'PUT',
          path: `/api/prestations/${write.id}/${write.kind}`,
          headers: {
            authorization: `Bearer ${write.token}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: '{}',
        });
        const text = await answer.body.text();
        if (!counted || !measuring) continue;
        if (answer.statusCode === 200) {
          out.writes += 1;
          writeLatencies.push(performance.now() - started);
        } else {
          out.writeErrors += 1;
          fail(out.writeFailures, `${answer.statusCode} ${text.slice(0, 80)}`);
        }
      } catch (error) {
        if (counted && measuring) {
          out.writeErrors += 1;
          fail(out.writeFailures, (error as Error).message);
        }
      }
    }
  };

  const loops = [
    ...Array.from({ length: task.readers }, reader),
    ...Array.from({ length: task.writers }, writer),
  ];
  await new Promise((resolve) => setTimeout(resolve, task.warmup * 1000));
  measuring = true;
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, task.duration * 1000));
  measuring = false;
  const seconds = ((endedAt ?? performance.now()) - started) / 1000;
  stopped = true;
  await Promise.all(loops);
  await reads.close();
  await writes.close();
  latencies.sort((a, b) => a - b);
  writeLatencies.sort((a, b) => a - b);
  return {
    ...out,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    writeP50: percentile(writeLatencies, 50),
    writeP99: percentile(writeLatencies, 99),
    writesExhausted: next >= task.writes.length,
    seconds,
  };
}

if (process.argv.includes('--child')) {
  let input = '';
  for await (const chunk of process.stdin) input += (chunk as Buffer).toString();
  const outcome = await runShift(JSON.parse(input) as ShiftTask);
  process.stdout.write(JSON.stringify(outcome));
}
