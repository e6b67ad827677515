import type { MissionBrief } from '../../contract/after-mission.ts';
import { resolveDeps, type OfflineDeps } from './api.ts';
import type { LocalBrief } from './db.ts';

// Like every non-hook file of src/app/offline, nothing from React or the DOM.

/** How far ahead a brief is worth fetching: missions starting within this (or in progress). */
export const BRIEF_AHEAD_MS = 24 * 3_600_000;

/** Whether `at` (epoch ms) lies inside the brief's private window. */
export function insidePrivateWindow(
  brief: Pick<MissionBrief, 'private_from' | 'private_until'>,
  at: number,
): boolean {
  const from = Date.parse(brief.private_from);
  const until = Date.parse(brief.private_until);
  return Number.isFinite(from) && Number.isFinite(until) && at >= from && at < until;
}

/** The brief as it may be kept (or shown) at `at`: the private part only inside its window. */
export function keepableBrief<T extends MissionBrief>(brief: T, at: number): T {
  if (brief.brief_private === null || insidePrivateWindow(brief, at)) return brief;
  return { ...brief, brief_private: null };
}

/**
 * Keeps the brief the server served to `ownerId` on the device; the private part is never
 * written before `private_from` nor after `private_until`.
 */
export async function storeBrief(
  brief: MissionBrief,
  ownerId: string,
  deps?: OfflineDeps,
): Promise<LocalBrief> {
  const { db, now } = resolveDeps(deps);
  const at = now();
  const row: LocalBrief = {
    ...keepableBrief(brief, at),
    owner_id: ownerId,
    fetched_at: new Date(at).toISOString(),
  };
  await db.briefs.put(row);
  return row;
}

/**
 * The kept brief of one mission for `ownerId`, its private part dropped (on the device too) once
 * its window has passed. Undefined when none is kept.
 */
export async function readBrief(
  prestationId: string,
  ownerId: string,
  deps?: OfflineDeps,
): Promise<LocalBrief | undefined> {
  const { db, now } = resolveDeps(deps);
  const row = await db.briefs.get(prestationId);
  if (!row || row.owner_id !== ownerId) return undefined;
  const kept = keepableBrief(row, now());
  if (kept !== row) await db.briefs.put(kept);
  return kept;
}

/** Drops every private part whose window has passed, and briefs of missions long over. */
export async function pruneBriefs(ownerId: string, deps?: OfflineDeps): Promise<void> {
  const { db, now } = resolveDeps(deps);
  const at = now();
  const rows = await db.briefs.where('owner_id').equals(ownerId).toArray();
  for (const row of rows) {
    if (Date.parse(row.private_until) + 7 * 86_400_000 < at) {
      await db.briefs.delete(row.prestation_id);
    } else if (row.brief_private !== null && !insidePrivateWindow(row, at)) {
      await db.briefs.put({ ...row, brief_private: null });
    }
  }
}

/** Whether a mission of hers deserves its brief fetched now (cheap: the next 24 h, or under way). */
export function briefWorthFetching(
  mission: { status: string; dateStart: string; dateEnd: string },
  at: number,
): boolean {
  if (!['accepted', 'assigned', 'in_progress'].includes(mission.status)) return false;
  if (mission.status === 'in_progress') return true;
  const start = Date.parse(mission.dateStart);
  const end = Date.parse(mission.dateEnd);
  return start - at <= BRIEF_AHEAD_MS && end > at;
}
