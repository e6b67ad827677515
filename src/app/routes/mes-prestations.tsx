import { ContractToSignLink } from '../features/contracts/components/contract-to-sign-link.tsx';
import { ProposeExchangeButton } from '../features/exchanges/components/propose-exchange-dialog.tsx';
import { MyMissions } from '../features/missions/components/my-missions.tsx';

/**
 * /mes-prestations: the signed-in user's own missions and their actions; an assigned or accepted
 * mission can also be offered to a colleague (docs/product-rules.md §7), and shows « Contrat à
 * signer » while its contract awaits her signature.
 */
export function MesPrestationsRoute() {
  return (
    <MyMissions
      renderExtraActions={(mission) =>
        mission.status === 'assigned' || mission.status === 'accepted' ? (
          <>
            <ContractToSignLink missionId={mission.id} />
            <ProposeExchangeButton
              missionId={mission.id}
              missionName={mission.name}
              requiredRole={mission.required_role}
            />
          </>
        ) : null
      }
    />
  );
}
