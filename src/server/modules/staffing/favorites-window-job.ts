/** The job that ends a publication's favourites window (see favorites-window.ts). */
import type { JobRequest } from '../../plugins/jobs.ts';

export const FAVORITES_QUEUE = 'favorites-window';

/** The widening of `missionId`'s offer at `until`, once per mission and window. */
export const widenJob = (missionId: string, until: Date): JobRequest => ({
  queue: FAVORITES_QUEUE,
  key: `${missionId}:${until.toISOString()}`,
  data: { missionId, until: until.toISOString() },
  at: until,
});
