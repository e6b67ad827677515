/**
 * Rules of « After the mission » (docs/product-rules.md): when the private part of a brief
 * reaches the assignee, and how long a rating may be changed.
 */

const HOUR_MS = 3_600_000;

/** The private brief opens to the assignee this long before the planned start. */
export const PRIVATE_BRIEF_LEAD_MS = 24 * HOUR_MS;

/** A rating may be changed for this long after it was first given. */
export const RATING_EDIT_MS = 7 * 24 * HOUR_MS;

export interface BriefWindowInput {
  readonly status: string;
  /** Planned start and end, epoch ms. */
  readonly startMs: number;
  readonly plannedEndMs: number;
  /** Her declared end, epoch ms, once she ended the mission. */
  readonly endedMs: number | null;
}

/**
 * `[from, until)`: when the assignee may read the private brief. It opens 24 h before the
 * planned start and closes at the end: her declared end once there is one, otherwise the
 * planned end.
 */
export function privateBriefWindow(m: BriefWindowInput): { from: number; until: number } {
  return { from: m.startMs - PRIVATE_BRIEF_LEAD_MS, until: m.endedMs ?? m.plannedEndMs };
}

/**
 * Whether the assignee may read the private brief at `now`: inside the window, on a mission
 * that is neither cancelled nor completed; a mission still in progress after its planned end
 * keeps it open (she is still on site).
 */
export function privateBriefOpen(m: BriefWindowInput, now: number): boolean {
  if (m.status === 'cancelled' || m.status === 'completed') return false;
  const { from, until } = privateBriefWindow(m);
  if (now < from) return false;
  return now < until || m.status === 'in_progress';
}

/** Until when a rating first given at `createdMs` may be changed (epoch ms, exclusive). */
export const ratingEditableUntil = (createdMs: number) => createdMs + RATING_EDIT_MS;
