import { useQuery } from '@tanstack/react-query';
import type { Prestation } from '../../../../contract/missions.ts';
import { formatDuration } from '../../../../domain/missions/durations.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { pendingMissionsQueryOptions } from '../api/get-pending-missions.ts';
import { missionWhen } from '../format.ts';
import { fr, requiredRoleLabels } from '../fr.ts';
import { sortMissions } from '../mission-order.ts';
import { MissionDecision } from './mission-decision.tsx';
import { StatusBadge } from './status-badge.tsx';
import '../missions.css';

/** One pending mission: what and when on one side, who takes it on the other. */
function ApprovalCard({ mission }: { mission: Prestation }) {
  const headingId = `approval-${mission.id}-name`;
  const when = missionWhen(mission.dateStart, mission.dateEnd);
  return (
    <li
      className="card mission-card mission-card--pending approval-card"
      aria-labelledby={headingId}
    >
      <div className="approval-card__mission">
        <div className="card__head">
          <h2 id={headingId} className="mission-card__name">
            {mission.name}
          </h2>
          <StatusBadge status={mission.status} />
        </div>
        {when ? (
          <p className="mission-card__when">
            {when.day} · {when.hours}
          </p>
        ) : null}
        <dl className="facts facts--colon">
          <div className="mission-facts__row">
            <dt>{fr.institution}</dt>
            <dd>{mission.etablissement_name ?? fr.noInstitution}</dd>
          </div>
          <div className="mission-facts__row">
            <dt>{fr.requiredRole}</dt>
            <dd>{requiredRoleLabels[mission.required_role]}</dd>
          </div>
          <div className="mission-facts__row">
            <dt>{fr.plannedDuration}</dt>
            <dd>{formatDuration(mission.dureeMinutes)}</dd>
          </div>
        </dl>
        {mission.description ? (
          <p className="mission-card__description">{mission.description}</p>
        ) : null}
      </div>
      <MissionDecision mission={mission} />
    </li>
  );
}

/**
 * « Approbation des prestations » (admin, docs/product-rules.md §1, §9, §10): each pending
 * mission with who may take it and why the others may not, « Approuver » (« Passer outre » with
 * a reason for someone the rules refuse) and « Publier » for the professionals to claim it.
 */
export function MissionApproval() {
  usePageTitle(fr.approvalTitle);
  const pending = useQuery({ ...pendingMissionsQueryOptions(), select: sortMissions });

  useErrorToast(pending.error, fr.approvalLoadFailed, 'pending-load-error');

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={fr.approvalTitle} subtitle={fr.approvalSubtitle} />
      <ListStates
        query={pending}
        failedText={fr.approvalLoadFailed}
        emptyText={fr.approvalEmpty}
        emptyClassName="empty-text card"
      >
        {(list) => (
          <ul className="card-list card-list--roomy" aria-labelledby="page-title">
            {list.map((mission) => (
              <ApprovalCard key={mission.id} mission={mission} />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
