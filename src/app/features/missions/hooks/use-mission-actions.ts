import { useCallback, useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { SignalKind } from '../../../../contract/missions.ts';
import { useMissionAction } from '../../../offline/use-mission-action.ts';
import type { RejectedAction } from '../../../offline/use-outbox-state.ts';
import { useSession } from '../../../session/session-context.ts';
import { actionTexts } from '../fr.ts';

/** Refusals already announced by a toast in this tab (the card keeps showing them). */
const announcedRefusals = new Set<string>();

/**
 * accept / start / end from « Mes prestations » and the dashboard's next mission, all through
 * the offline layer's ONE hook (`useMissionAction`: outbox, local state at once, replay, and one
 * position read with her consent): the spec's toasts on each tap, and the server's refusals,
 * when replay brings them, as error toasts too. A mission is `busy` while its tap is being
 * stored; the double taps after that are the tap guard's (`useTapGuard`).
 */
export function useMissionActions(rejected: readonly RejectedAction[]) {
  const signal = useMissionAction();
  const { user } = useSession();
  // Read at each tap: switched off in her profile, no position is read from the next tap on.
  const sharePosition = user?.share_position === true;
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());

  useEffect(() => {
    for (const action of rejected) {
      if (announcedRefusals.has(action.client_action_id)) continue;
      announcedRefusals.add(action.client_action_id);
      toast.error(action.detail || actionTexts[action.kind].failed, {
        toastId: action.client_action_id,
      });
    }
  }, [rejected]);

  /** One tap; `at` when its time is not now (a confirmed « Terminer »: its first tap's). */
  const run = useCallback(
    async (missionId: string, kind: SignalKind, at?: number) => {
      setBusy((current) => new Set(current).add(missionId));
      try {
        const result = await signal(missionId, kind, {
          sharePosition,
          ...(at === undefined ? {} : { at }),
        });
        if (result.ok) toast.success(actionTexts[kind].done);
        else toast.error(result.detail || actionTexts[kind].failed);
      } catch (error) {
        console.error('mission action', error);
        toast.error(actionTexts[kind].failed);
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(missionId);
          return next;
        });
      }
    },
    [signal, sharePosition],
  );

  return { run, isBusy: (missionId: string) => busy.has(missionId) };
}
