import type { Candidate } from '../../../contract/staffing.ts';
import {
  OVERRIDE_REASON_MAX,
  OVERRIDE_REASON_MIN,
  OVERRIDE_REASON_TOO_LONG,
  OVERRIDE_REASON_TOO_SHORT,
} from '../../../contract/limits.ts';
import { isApiError } from '../../api/client.ts';

/**
 * The bounds of the admin's override reason, shared with the contract's `OverrideFields`
 * (docs/product-rules.md §9): checked here before any call, with the server's own sentences.
 */
export { OVERRIDE_REASON_MAX, OVERRIDE_REASON_MIN };

export type OverrideCheck = { ok: true; reason: string } | { ok: false; message: string };

/** The trimmed reason, or the sentence saying what is wrong with it. */
export function checkOverrideReason(text: string): OverrideCheck {
  const reason = text.trim();
  if (reason.length < OVERRIDE_REASON_MIN) return { ok: false, message: OVERRIDE_REASON_TOO_SHORT };
  if (reason.length > OVERRIDE_REASON_MAX) return { ok: false, message: OVERRIDE_REASON_TOO_LONG };
  return { ok: true, reason };
}

/** How a candidate stands: declared available, eligible but not declared (« Libre »), or not. */
export type CandidateStanding = 'available' | 'free' | 'ineligible';

export function standingOf(
  candidate: Pick<Candidate, 'eligible' | 'available'>,
): CandidateStanding {
  if (!candidate.eligible) return 'ineligible';
  return candidate.available ? 'available' : 'free';
}

/**
 * Those who may take the mission, available first, then those who may not, each group in the
 * server's order: ineligible people are shown with their reasons, never hidden.
 */
export function splitCandidates<C extends Pick<Candidate, 'eligible' | 'available'>>(
  candidates: readonly C[],
): { eligible: C[]; ineligible: C[] } {
  const eligible = candidates.filter((c) => c.eligible);
  return {
    eligible: [...eligible.filter((c) => c.available), ...eligible.filter((c) => !c.available)],
    ineligible: candidates.filter((c) => !c.eligible),
  };
}

/** Where the admin's decision says what went wrong: the person chosen, the reason, the buttons. */
export type RefusalPlace = 'picker' | 'reason' | 'buttons';

/**
 * Where a refusal of the server belongs: a 409 is about the person chosen (she cannot take it),
 * a 422 on `override_reason` about the reason, anything else (a missing tariff…) about the
 * decision itself.
 */
export function refusalPlace(error: unknown): RefusalPlace {
  if (!isApiError(error)) return 'buttons';
  if (error.status === 409) return 'picker';
  const issues = Array.isArray(error.detail) ? (error.detail as unknown[]) : [];
  const aboutReason = issues.some(
    (issue) =>
      typeof issue === 'object' &&
      issue !== null &&
      'loc' in issue &&
      Array.isArray(issue.loc) &&
      issue.loc.includes('override_reason'),
  );
  return error.status === 422 && aboutReason ? 'reason' : 'buttons';
}
