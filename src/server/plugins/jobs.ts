/**
 * Scheduled work on pg-boss: jobs are rows of the app's own database (PostgreSQL, or the
 * embedded PGlite through the same SQL), so they survive a restart, and pg-boss hands each one
 * to a single worker (`FOR UPDATE SKIP LOCKED`) however many instances poll the table.
 *
 * A job's id is derived from its queue and key: sending the same job twice (a mission saved
 * again, the start-up catch-up) keeps the first one. Mission jobs are sent inside the
 * transaction that changes the mission (`storeEffects`), so a committed change always has its
 * jobs and a rolled-back one never does. Handlers check that what they were planned for still
 * holds: a cancelled or moved mission's old jobs find nothing to do.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { transactionExecutor, type Db, type SqlExecutor } from '../db/client.ts';
import type { MissionRow } from '../modules/missions/repo.ts';

/** One job to run at `at` (now when omitted), once per (queue, key). */
export interface JobRequest {
  queue: string;
  /** With the queue, names the job: the same key again is the same job. */
  key: string;
  data: Record<string, unknown>;
  at?: Date;
}

export interface QueueOptions {
  /** Attempts after the first failure (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry, doubled at each one (default 30). */
  retryDelay?: number;
}

export type JobHandler = (data: Record<string, unknown>, job: { id: string }) => Promise<void>;

/** The jobs a mission needs in the state it was just written in. */
export type MissionPlanner = (mission: MissionRow) => JobRequest[];

export interface JobsOptions {
  /** Without it the engine does not run: jobs are neither sent nor worked (API tests). */
  executor?: SqlExecutor | undefined;
  /** How often each worker looks for due jobs (pg-boss: 0.5 s at least; default 5). */
  pollingIntervalSeconds?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      enabled: boolean;
      /** Declares a queue and its worker; call while registering (before `ready`). */
      handle: (queue: string, handler: JobHandler, options?: QueueOptions) => void;
      /** Declares what a mission needs whenever it is written. */
      planMissions: (planner: MissionPlanner) => void;
      /** Sends jobs, inside the transaction `tx` when given. */
      send: (jobs: readonly JobRequest[], tx?: Db) => Promise<void>;
      /** Sends the jobs the missions need, inside `tx` (their write's transaction). */
      missionsChanged: (tx: Db, missions: readonly MissionRow[]) => Promise<void>;
      /** Runs a task every `cron` (UTC), once across instances. Call before `ready`. */
      every: (queue: string, cron: string, handler: JobHandler) => void;
      /** How many jobs each queue holds in each state (the operator's metrics). */
      countByState: () => Promise<{ queue: string; state: string; count: number }[]>;
    };
  }
}

/** A UUID named by the queue and key (the same job is the same row). */
export function jobId(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The job states the operator's metrics count per queue (pg-boss's names). */
const COUNTED_STATES = ['created', 'retry', 'active', 'failed'] as const;

/** Jobs a worker takes at once; a full batch is followed by the next without waiting. */
const BATCH = 20;

/** What two instances setting up the engine at once may run into: taken names, a deadlock. */
const RACES = ['23505', '42P06', '42P07', '40P01'];
const codeOf = (err: unknown) => (err as { code?: string }).code ?? '';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Queue {
  handler: JobHandler;
  options: QueueOptions;
}

export const jobsPlugin = fp<JobsOptions>(async (app: FastifyInstance, opts) => {
  const queues = new Map<string, Queue>();
  const schedules = new Map<string, string>();
  const planners: MissionPlanner[] = [];
  const executor = opts.executor;
  const polling = opts.pollingIntervalSeconds ?? 5;
  const newBoss = (db: SqlExecutor) => {
    const made = new PgBoss({
      db,
      // Finished jobs are kept a week for inquiries, then dropped.
      deleteAfterDays: 7,
    } as PgBoss.ConstructorOptions);
    made.on('error', (err) => app.log.error({ err }, 'job engine'));
    return made;
  };
  // Sending needs no started engine, only its SQL: a job sent before `ready` (or after
  // `close`) waits in the table for the next worker.
  let boss = executor ? newBoss(executor) : undefined;
  let engineStarted = false;

  const toBoss = (job: JobRequest) => ({
    id: jobId(job.queue, job.key),
    ...(job.at ? { startAfter: job.at } : {}),
  });

  const send = async (jobs: readonly JobRequest[], tx?: Db) => {
    if (!executor || jobs.length === 0) return;
    const db = tx ? transactionExecutor(tx) : executor;
    for (const job of jobs) {
      const queue = queues.get(job.queue);
      if (!queue) throw new Error(`unknown job queue ${job.queue}`);
      await boss?.send(job.queue, job.data, { ...toBoss(job), db } as PgBoss.SendOptions);
    }
  };

  app.decorate('jobs', {
    enabled: !!executor,
    handle: (queue, handler, options = {}) => {
      queues.set(queue, { handler, options });
    },
    planMissions: (planner) => {
      planners.push(planner);
    },
    send,
    missionsChanged: async (tx, missions) => {
      if (!executor) return;
      await send(
        missions.flatMap((mission) => planners.flatMap((plan) => plan(mission))),
        tx,
      );
    },
    every: (queue, cron, handler) => {
      queues.set(queue, { handler, options: { retryLimit: 0 } });
      schedules.set(queue, cron);
    },
    countByState: async () => {
      // The engine's tables exist once it has started; before (or without it), nothing to count.
      if (!executor || !engineStarted) return [];
      const { rows } = await executor.executeSql(
        `select name as queue, state::text as state, count(*)::int as count
           from pgboss.job where state in ('created', 'retry', 'active', 'failed')
           group by name, state`,
      );
      const found = rows as { queue: string; state: string; count: number }[];
      // Every queue and state, zeros included: a series that appears only when non-zero
      // cannot be graphed or alerted on.
      return [...queues.keys()].flatMap((queue) =>
        COUNTED_STATES.map((state) => ({
          queue,
          state,
          count: found.find((row) => row.queue === queue && row.state === state)?.count ?? 0,
        })),
      );
    },
  });

  if (!executor || !boss) return;

  /**
   * Starts the engine, creating its tables on first use. Two instances started together on an
   * empty database both see no tables and both create them; the second fails on the first's
   * schema (23505, 42P06, 42P07). The tables then exist: a new engine (a failed one cannot be
   * started again) finds them and goes on.
   */
  const start = async (): Promise<PgBoss> => {
    for (let attempt = 1; ; attempt += 1) {
      const engine = boss ?? newBoss(executor);
      try {
        await engine.start();
        return engine;
      } catch (err) {
        if (attempt >= 5 || !RACES.includes(codeOf(err))) throw err;
        app.log.warn(`job engine: tables created by another instance meanwhile (${codeOf(err)})`);
        boss = newBoss(executor);
        await pause(200 * attempt);
      }
    }
  };

  /**
   * Creates a queue if it does not exist. Two instances creating the same queue at the same
   * moment may deadlock (each one's new partition waits for the other's row); PostgreSQL
   * cancels one, which finds the queue made by the other when it tries again.
   */
  const createQueue = async (engine: PgBoss, name: string, options: QueueOptions) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await engine.createQueue(name, {
          name,
          retryLimit: options.retryLimit ?? 3,
          retryDelay: options.retryDelay ?? 30,
          retryBackoff: true,
        });
        return;
      } catch (err) {
        if (attempt >= 5 || !RACES.includes(codeOf(err))) throw err;
        await pause(100 * attempt);
      }
    }
  };

  app.addHook('onReady', async () => {
    const engine = await start();
    engineStarted = true;
    for (const [name, queue] of queues) {
      await createQueue(engine, name, queue.options);
      // Known once `work` answers; a batch fetched before that just waits for the interval.
      const started: { worker?: string } = {};
      started.worker = await engine.work(
        name,
        { pollingIntervalSeconds: polling, batchSize: BATCH },
        async (jobs) => {
          // One by one, each failing alone: pg-boss then completes those still active, so a
          // failed job keeps its retry while the others of the batch are done.
          for (const job of jobs) {
            try {
              await queue.handler(job.data as Record<string, unknown>, { id: job.id });
            } catch (err) {
              app.log.warn({ err, queue: name, job: job.id }, 'job failed, retried later');
              await engine.fail(name, job.id, { message: String((err as Error).message ?? err) });
            }
          }
          // A full batch: more are probably due (the 06:00 reminders of every 07:00 start).
          // Look again at once instead of after the polling interval.
          if (jobs.length === BATCH && started.worker) engine.notifyWorker(started.worker);
        },
      );
    }
    for (const [name, cron] of schedules) await engine.schedule(name, cron, {}, { tz: 'UTC' });
  });

  app.addHook('onClose', async () => {
    // The jobs being worked finish (up to 10 s); the others wait in the table.
    await boss?.stop({ graceful: true, wait: true, timeout: 10_000 });
  });
});
