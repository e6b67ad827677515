import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { SignalKind } from '../../../../contract/missions.ts';
import { useMissionAction } from '../../../offline/use-mission-action.ts';
import type { RejectedAction } from '../../../offline/use-outbox-state.ts';
import { actionTexts } from '../fr.ts';

/**
 * After a tap the card changes at once (« Accepter » becomes « Commencer » under the same
 * finger): its buttons rest this long, so that a double tap cannot start a mission by accident.
 */
export const ACTION_COOL_DOWN_MS = 1_200;

/** Refusals already announced by a toast in this tab (the card keeps showing them). */
const announcedRefusals = new Set<string>();

/**
 * accept / start / end from « Mes prestations », all through the offline layer's ONE hook
 * (`useMissionAction`: outbox, local state at once, replay): the spec's toasts on each tap,
 * and the server's refusals, when replay brings them, as error toasts too.
 */
export function useMissionActions(rejected: readonly RejectedAction[]) {
  const signal = useMissionAction();
  const [resting, setResting] = useState<ReadonlySet<string>>(() => new Set());
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  useEffect(() => {
    for (const action of rejected) {
      if (announcedRefusals.has(action.client_action_id)) continue;
      announcedRefusals.add(action.client_action_id);
      toast.error(action.detail || actionTexts[action.kind].failed, {
        toastId: action.client_action_id,
      });
    }
  }, [rejected]);

  const run = useCallback(
    async (missionId: string, kind: SignalKind) => {
      setResting((current) => new Set(current).add(missionId));
      try {
        const result = await signal(missionId, kind);
        if (result.ok) toast.success(actionTexts[kind].done);
        else toast.error(result.detail || actionTexts[kind].failed);
      } catch (error) {
        console.error('mission action', error);
        toast.error(actionTexts[kind].failed);
      } finally {
        clearTimeout(timers.current.get(missionId));
        timers.current.set(
          missionId,
          setTimeout(() => {
            timers.current.delete(missionId);
            setResting((current) => {
              const next = new Set(current);
              next.delete(missionId);
              return next;
            });
          }, ACTION_COOL_DOWN_MS),
        );
      }
    },
    [signal],
  );

  return { run, isResting: (missionId: string) => resting.has(missionId) };
}
