import type { MissionStatus } from '../../../../domain/missions/mission-status.ts';
import { statusLabel } from '../../../../domain/missions/mission-status.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';

const tones: Record<MissionStatus, BadgeTone> = {
  pending: 'warning',
  open: 'accent',
  assigned: 'info',
  accepted: 'info',
  in_progress: 'success',
  completed: 'neutral',
  cancelled: 'danger',
};

/** « En attente », « À pourvoir », « Assignée », « Acceptée », « En cours », « Terminée », « Annulée ». */
export function StatusBadge({ status }: { status: MissionStatus }) {
  return <Badge tone={tones[status]}>{statusLabel(status)}</Badge>;
}
