/**
 * A mission's scheduled work on the job engine (docs/product-rules.md, « Reminders and
 * calendar »): the assignee is reminded 12 h and 1 h before the start; the assignee and the
 * establishment are alerted when it has not started 15 minutes late (the establishment alone
 * when nobody took the open mission); the professional is told when her hours count as
 * validated 72 h after the end. Jobs are planned in every mission write's transaction, and
 * again by a catch-up at start and every 10 minutes (missions written before this version,
 * anything lost): the job ids make it idempotent.
 */
import type { FastifyInstance } from 'fastify';
import { runAutoValidation, runReminder } from './handlers.ts';
import { planMission, QUEUES } from './planner.ts';
import { missionsToPlan } from './repo.ts';

export { planMission, jobKey, QUEUES } from './planner.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * Plans again every mission that may still need jobs: assigned, accepted or open ones starting
 * in the next 13 h or in the last 24 h and not yet at their planned end (the late-start alert
 * of one whose start passed during an outage), completed ones awaiting their sign-off ended in
 * the last 4 days. (A mission's own writes plan its alert whatever its start.)
 * Answers how many missions were looked at.
 */
export async function catchUpMissions(app: FastifyInstance): Promise<number> {
  const now = app.now();
  const t = now.getTime();
  const list = await missionsToPlan(app.db, {
    startFrom: new Date(t - 24 * HOUR_MS),
    startTo: new Date(t + 13 * HOUR_MS),
    endFrom: now,
    endedFrom: new Date(t - 4 * 24 * HOUR_MS),
    endedTo: now,
  });
  await app.jobs.send(list.flatMap((mission) => planMission(mission, now)));
  return list.length;
}

/**
 * Declares the queues, their workers, the planner of every mission write and the catch-up.
 * Call after the jobs, mail and notifier plugins are registered, before the routes.
 */
export function registerScheduledWork(app: FastifyInstance): void {
  app.jobs.handle(QUEUES.reminder, (data) => runReminder(app, data));
  app.jobs.handle(QUEUES.late, (data) => runReminder(app, data));
  app.jobs.handle(QUEUES.autoValidation, (data) => runAutoValidation(app, data));
  app.jobs.planMissions((mission) => planMission(mission, app.now()));
  app.jobs.every(QUEUES.catchUp, '*/10 * * * *', async () => {
    await catchUpMissions(app);
  });
  if (!app.jobs.enabled) return;
  // Once at start, after the engine has started (its onReady hook was added before this one).
  app.addHook('onReady', async () => {
    try {
      await catchUpMissions(app);
    } catch (err) {
      app.log.error({ err }, 'missions catch-up at start');
    }
  });
}
