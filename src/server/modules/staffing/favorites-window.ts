/**
 * The end of a publication's favourites window (docs/product-rules.md, « The establishment's
 * team and planning »): when a mission is published with favourites, only they see it, are
 * told and may claim it until `favorites_until`; then every eligible professional. Who sees it
 * is read against the clock on every request (every instance agrees without being told); this
 * job, on the job engine (it survives a restart and runs once across instances), tells the
 * others at that instant and refreshes the open lists being watched.
 */
import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../plugins/effects.ts';
import { lockMission } from '../missions/repo.ts';
import type { NewNotification } from '../notifications/repo.ts';
import { FAVORITES_QUEUE } from './favorites-window-job.ts';
import { staffingFr as fr, staffingLinks } from './fr.ts';
import { weighAll } from './service.ts';

/**
 * Runs the widening planned for `data` ({missionId, until}): nothing when the mission is no
 * longer open or its window is no longer that one; otherwise every eligible professional who is
 * not a favourite (they were told at publication) is told. Answers how many were told.
 */
export async function widenFavorites(
  app: FastifyInstance,
  data: Record<string, unknown>,
): Promise<number> {
  const missionId = String(data.missionId ?? '');
  const until = String(data.until ?? '');
  const now = app.now();
  return withTransaction(app, now, async (tx) => {
    const mission = await lockMission(tx, missionId);
    if (!mission || mission.status !== 'open' || mission.favoritesUntil?.toISOString() !== until) {
      return { result: 0 };
    }
    // Run early (this instance's clock behind the database's): failed, so retried later.
    if (mission.favoritesUntil.getTime() > now.getTime()) {
      throw new Error(`favourites window of ${missionId} not over yet`);
    }
    const weighed = await weighAll(app, tx, mission);
    const notify: NewNotification[] = weighed
      .filter((w) => w.decision.eligible && !w.favorite)
      .map((w) => ({
        userId: w.person.id,
        type: 'mission',
        message: fr.notify.published(mission.name, mission.dateStart, app.timezone),
        link: staffingLinks.openMissions,
        missionId: mission.id,
        mailSubject: fr.mail.published(mission.name),
      }));
    return {
      result: notify.length,
      effects: { notify, missionChanged: [{ id: mission.id, status: mission.status }] },
    };
  });
}

/** Declares the queue and its worker. Call before the routes, with the other scheduled work. */
export function registerFavoritesWindow(app: FastifyInstance): void {
  app.jobs.handle(FAVORITES_QUEUE, async (data) => {
    await widenFavorites(app, data);
  });
}
