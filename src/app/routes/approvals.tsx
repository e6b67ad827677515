import { MissionApproval } from '../features/missions/components/mission-approval.tsx';

/** /approbations (admin): « Approbation des prestations ». */
export function ApprovalsRoute() {
  return <MissionApproval />;
}
