import { useQuery } from '@tanstack/react-query';
import { ListStates } from '../../../ui/list-states.tsx';
import { SignOffBadge, TapDistances } from '../../../ui/sign-off-view.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { institutionMissionsQueryOptions } from '../api/get-institution-missions.ts';
import { formatShortDateTime } from '../format.ts';
import { fr } from '../fr.ts';
import { sortMissions } from '../mission-order.ts';
import { MissionCell, MissionRow, MissionTable } from './mission-table.tsx';
import { StatusBadge } from './status-badge.tsx';
import '../missions.css';

/**
 * The establishment's missions on its dashboard (docs/product-rules.md §2): name, status, start, end, assignee,
 * and once completed the sign-off of the hours with how far from the establishment they were
 * started and ended. A table on wide screens, one card per mission under 600 px.
 */
export function InstitutionMissionsTable() {
  const missions = useQuery({ ...institutionMissionsQueryOptions(), select: sortMissions });

  useErrorToast(missions.error, fr.institutionLoadFailed, 'institution-missions-error');

  return (
    <section className="mission-section" aria-labelledby="institution-missions-title">
      <h2 id="institution-missions-title" className="mission-section__title">
        {fr.institutionTableTitle}
      </h2>
      <ListStates
        query={missions}
        failedText={fr.institutionLoadFailed}
        emptyText={fr.institutionEmpty}
        emptyClassName="empty-text card"
      >
        {(list) => (
          <MissionTable
            labelledBy="institution-missions-title"
            columns={[
              fr.columns.status,
              fr.columns.start,
              fr.columns.end,
              fr.columns.assignee,
              fr.columns.signOff,
            ]}
          >
            {list.map((mission) => (
              <MissionRow key={mission.id} name={mission.name}>
                <MissionCell column={fr.columns.status}>
                  <StatusBadge status={mission.status} />
                </MissionCell>
                <MissionCell column={fr.columns.start}>
                  {formatShortDateTime(mission.dateStart)}
                </MissionCell>
                <MissionCell column={fr.columns.end}>
                  {formatShortDateTime(mission.dateEnd)}
                </MissionCell>
                <MissionCell column={fr.columns.assignee}>
                  {mission.assigned_name ?? fr.unassigned}
                </MissionCell>
                <MissionCell column={fr.columns.signOff}>
                  {mission.validation === null ? (
                    '—'
                  ) : (
                    <div className="rtable__sign-off">
                      <SignOffBadge mission={mission} />
                      <TapDistances mission={mission} />
                    </div>
                  )}
                </MissionCell>
              </MissionRow>
            ))}
          </MissionTable>
        )}
      </ListStates>
    </section>
  );
}
