import { MissionBriefButton } from '../features/after-mission/components/mission-brief-dialog.tsx';
import { MissionsManagement } from '../features/missions/components/missions-management.tsx';
import { MyMissions } from '../features/missions/components/my-missions.tsx';
import { useSignedInUser } from '../session/session-context.ts';

/**
 * /prestations (docs/product-rules.md §1): the management screen for the admin and the establishments; a
 * professional sees her own missions, as on /mes-prestations.
 */
export function PrestationsRoute() {
  const user = useSignedInUser();
  switch (user.role) {
    case 'admin':
    case 'institution':
      return (
        <MissionsManagement
          user={user}
          renderActions={(mission) =>
            // « Consignes » while the mission is ahead or under way (after-mission feature).
            mission.status === 'completed' || mission.status === 'cancelled' ? null : (
              <MissionBriefButton missionId={mission.id} missionName={mission.name} />
            )
          }
        />
      );
    case 'nurse':
    case 'caregiver':
      return <MyMissions />;
    default: {
      const unknown: never = user.role;
      throw new Error(`Unknown role ${String(unknown)}`);
    }
  }
}
