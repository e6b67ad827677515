import type { Prestation } from '../../../contract/missions.ts';
import type { MissionStatus } from '../../../domain/missions/mission-status.ts';

/** Where a mission stands for the person looking at the list. */
export type MissionGroup = 'in_progress' | 'upcoming' | 'past';

/** In progress now; still to do (waiting, open, assigned, accepted); done or cancelled. */
export function missionGroup(status: MissionStatus): MissionGroup {
  switch (status) {
    case 'in_progress':
      return 'in_progress';
    case 'pending':
    case 'open':
    case 'assigned':
    case 'accepted':
      return 'upcoming';
    case 'completed':
    case 'cancelled':
      return 'past';
    default: {
      const unknown: never = status;
      throw new Error(`Unknown mission status: ${String(unknown)}`);
    }
  }
}

const GROUP_RANK: Record<MissionGroup, number> = { in_progress: 0, upcoming: 1, past: 2 };

/**
 * The order a nurse in a hurry needs: what she is doing now, then what comes next (soonest
 * first, so the next action sits on top), then the past (most recent first).
 */
export function sortMissions<M extends Pick<Prestation, 'status' | 'dateStart' | 'id'>>(
  missions: readonly M[],
): M[] {
  return [...missions].sort((a, b) => {
    const ga = missionGroup(a.status);
    const gb = missionGroup(b.status);
    if (ga !== gb) return GROUP_RANK[ga] - GROUP_RANK[gb];
    const byStart = Date.parse(a.dateStart) - Date.parse(b.dateStart);
    const ordered = ga === 'past' ? -byStart : byStart;
    return ordered || a.id.localeCompare(b.id);
  });
}

/**
 * The groups of cards as a first render shows them: in order, `limit` cards in all, each group
 * keeping the count of all its cards; the groups left with none are left out.
 */
export function firstCards<G extends { missions: readonly unknown[] }>(
  groups: readonly G[],
  limit: number,
): (G & { count: number })[] {
  let left = limit;
  return groups.flatMap((group) => {
    if (left <= 0) return [];
    const missions = group.missions.slice(0, left) as G['missions'];
    left -= missions.length;
    return [{ ...group, count: group.missions.length, missions }];
  });
}
