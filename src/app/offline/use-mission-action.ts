import { useCallback } from 'react';
import type { SignalKind } from '../../contract/missions.ts';
import { queueMissionAction } from './outbox.ts';
import { requestReplay } from './sync-runtime.ts';

export type MissionActionResult = { ok: true } | { ok: false; detail: string };

/**
 * accept/start/end for « Mes prestations ». Every tap goes through the outbox: the card changes
 * at once (with « En attente de synchronisation ») and a replay starts. `ok: false` carries the
 * French reason the local state machine refused the tap; nothing was stored then.
 */
export function useMissionAction(): (
  missionId: string,
  kind: SignalKind,
) => Promise<MissionActionResult> {
  return useCallback(async (missionId: string, kind: SignalKind) => {
    const result = await queueMissionAction(missionId, kind);
    if (!result.ok) return { ok: false, detail: result.detail };
    void requestReplay({ force: true });
    return { ok: true };
  }, []);
}
