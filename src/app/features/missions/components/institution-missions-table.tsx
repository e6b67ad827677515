import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { Spinner } from '../../../ui/spinner.tsx';
import { institutionMissionsQueryOptions } from '../api/get-institution-missions.ts';
import { formatShortDateTime } from '../format.ts';
import { fr } from '../fr.ts';
import { sortMissions } from '../mission-order.ts';
import { StatusBadge } from './status-badge.tsx';
import '../missions.css';

/**
 * The establishment's missions on its dashboard (spec §2): name, status, start, end, assignee.
 * A table on wide screens, one card per mission under 600 px.
 */
export function InstitutionMissionsTable() {
  const missions = useQuery({ ...institutionMissionsQueryOptions(), select: sortMissions });

  const { error } = missions;
  useEffect(() => {
    if (error) toast.error(fr.institutionLoadFailed, { toastId: 'institution-missions-error' });
  }, [error]);

  return (
    <section className="mission-section" aria-labelledby="institution-missions-title">
      <h2 id="institution-missions-title" className="mission-section__title">
        {fr.institutionTableTitle}
      </h2>
      {missions.isPending ? <Spinner /> : null}
      {missions.isError ? <p className="inline-error">{fr.institutionLoadFailed}</p> : null}
      {missions.data && missions.data.length === 0 ? (
        <p className="empty-text card">{fr.institutionEmpty}</p>
      ) : null}
      {missions.data && missions.data.length > 0 ? (
        <div className="rtable-wrap">
          <table role="table" className="rtable card" aria-labelledby="institution-missions-title">
            <thead role="rowgroup" className="rtable__head">
              <tr role="row">
                <th role="columnheader" scope="col">
                  {fr.columns.name}
                </th>
                <th role="columnheader" scope="col">
                  {fr.columns.status}
                </th>
                <th role="columnheader" scope="col">
                  {fr.columns.start}
                </th>
                <th role="columnheader" scope="col">
                  {fr.columns.end}
                </th>
                <th role="columnheader" scope="col">
                  {fr.columns.assignee}
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {missions.data.map((mission) => (
                <tr key={mission.id} role="row" className="rtable__row">
                  <th
                    role="rowheader"
                    scope="row"
                    className="rtable__cell rtable__cell--title"
                    data-label={fr.columns.name}
                  >
                    {mission.name}
                  </th>
                  <td role="cell" className="rtable__cell" data-label={fr.columns.status}>
                    <StatusBadge status={mission.status} />
                  </td>
                  <td role="cell" className="rtable__cell" data-label={fr.columns.start}>
                    {formatShortDateTime(mission.dateStart)}
                  </td>
                  <td role="cell" className="rtable__cell" data-label={fr.columns.end}>
                    {formatShortDateTime(mission.dateEnd)}
                  </td>
                  <td role="cell" className="rtable__cell" data-label={fr.columns.assignee}>
                    {mission.assigned_name ?? fr.unassigned}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
