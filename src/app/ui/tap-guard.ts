import { TAP_GUARD_MS } from '../../domain/missions/hours.ts';

/**
 * After the cards move (a status changes, the order changes, a line appears), what lies under
 * a finger on its way is no longer what she aimed at: for `TAP_GUARD_MS` no action button takes
 * a tap. The rule without React, so that it is tested on its own; `useTapGuard` wires it.
 */
export class TapGuard {
  private until = Number.NEGATIVE_INFINITY;

  constructor(readonly guardMs: number = TAP_GUARD_MS) {}

  /** Something moved at `at`: taps are refused until `at + guardMs`. Returns that instant. */
  moved(at: number): number {
    this.until = Math.max(this.until, at + this.guardMs);
    return this.until;
  }

  /** Whether a tap at `at` is taken. */
  accepts(at: number): boolean {
    return at >= this.until;
  }
}

/**
 * What the cards look like, in one string: it changes exactly when a card moves or changes
 * height under the finger — order, status, « En attente de synchronisation », a refusal shown.
 */
export function cardsLayout(
  cards: readonly { id: string; status: string; pending_sync?: boolean; refusals?: number }[],
): string {
  return cards
    .map((c) => `${c.id}:${c.status}:${c.pending_sync ? 1 : 0}:${c.refusals ?? 0}`)
    .join('|');
}
