import { useEffect } from 'react';
import { pruneBriefs } from '../offline/briefs.ts';
import { useSignedInUser } from '../session/session-context.ts';
import { ContractToSignLink } from '../features/contracts/components/contract-to-sign-link.tsx';
import { ProposeExchangeButton } from '../features/exchanges/components/propose-exchange-dialog.tsx';
import { MissionBriefNote } from '../features/after-mission/components/mission-brief-note.tsx';
import { RateInstitutionButton } from '../features/after-mission/components/rating-dialog.tsx';
import { MyMissions } from '../features/missions/components/my-missions.tsx';

/**
 * /mes-prestations: the signed-in user's own missions and their actions; an assigned or accepted
 * mission can also be offered to a colleague (docs/product-rules.md §7), and shows « Contrat à
 * signer » while its contract awaits her signature. Her missions ahead and under way show their
 * « Consignes » (kept on the phone); a completed one whose hours are validated offers « Noter
 * l'établissement » (docs/product-rules.md « After the mission »).
 */
export function MesPrestationsRoute() {
  const user = useSignedInUser();
  // Codes past their window leave the phone, and briefs of missions a week over.
  useEffect(() => {
    void pruneBriefs(user.id).catch(() => undefined);
  }, [user.id]);
  return (
    <MyMissions
      renderExtraActions={(mission) => {
        const ahead =
          mission.status === 'assigned' ||
          mission.status === 'accepted' ||
          mission.status === 'in_progress';
        if (mission.status === 'completed' && mission.validation === 'validated') {
          return <RateInstitutionButton missionId={mission.id} />;
        }
        if (!ahead) return null;
        return (
          <>
            {mission.status !== 'in_progress' ? (
              <>
                <ContractToSignLink missionId={mission.id} />
                <ProposeExchangeButton
                  missionId={mission.id}
                  missionName={mission.name}
                  requiredRole={mission.required_role}
                />
              </>
            ) : null}
            <MissionBriefNote mission={mission} now={Date.now()} />
          </>
        );
      }}
    />
  );
}
