import { useCallback } from 'react';
import type { SignalKind } from '../../contract/missions.ts';
import { signalTap } from './tap.ts';

export type MissionActionResult = { ok: true } | { ok: false; detail: string };

export interface MissionActionOptions {
  /** The tap's time (epoch ms) when not now: a confirmed « Terminer » keeps its first tap's. */
  at?: number;
  /** The signed-in professional allows one position to be read at this tap. */
  sharePosition: boolean;
}

/**
 * accept/start/end for « Mes prestations ». Every tap goes through the outbox: the card changes
 * at once (with « En attente de synchronisation ») and a replay starts; with consent, one
 * position is read meanwhile and travels with the tap. `ok: false` carries the French reason the
 * local state machine refused the tap; nothing was stored (nor read) then.
 */
export function useMissionAction(): (
  missionId: string,
  kind: SignalKind,
  options: MissionActionOptions,
) => Promise<MissionActionResult> {
  return useCallback(async (missionId: string, kind: SignalKind, options: MissionActionOptions) => {
    const result = await signalTap(missionId, kind, {
      sharePosition: options.sharePosition,
      ...(options.at === undefined ? {} : { at: options.at }),
    });
    if (!result.ok) return { ok: false, detail: result.detail };
    return { ok: true };
  }, []);
}
