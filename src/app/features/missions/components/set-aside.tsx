import type { Prestation } from '../../../../contract/missions.ts';
import { SetAsideButton } from '../../../ui/set-aside.tsx';

/**
 * « Écarter » on a mission the establishment had done by someone: after confirming, with its
 * own reason, she is never offered, assigned or handed over its missions again. She is not told.
 */
export function SetAside({ mission }: { mission: Prestation }) {
  const institutionId = mission.etablissement_id;
  const userId = mission.assigned_to;
  if (!institutionId || !userId) return null;
  return (
    <SetAsideButton
      institutionId={institutionId}
      userId={userId}
      who={mission.assigned_name ?? ''}
    />
  );
}
