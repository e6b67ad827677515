import type { ReactNode } from 'react';
import type { Prestation } from '../../../../contract/missions.ts';
import { SignOffBadge } from '../../../ui/sign-off-view.tsx';
import { formatShortDateTime } from '../format.ts';
import { fr } from '../fr.ts';
import type { MissionSortValue } from '../mission-filters.ts';
import { canCancel, canCorrect } from './mission-card.tsx';
import { StatusBadge } from './status-badge.tsx';
import '../../../ui/dense-table.css';

/**
 * The management list at desktop widths (issue 27): one dense row per mission (its end under
 * its start, so that eight columns fit beside the menu), soonest first
 * by default; the « Début » header sorts by planned start, earliest or latest first (the order
 * is the server's, so that « Voir plus » continues it). Under 1300 px (where its columns no longer fit beside the menu) the screen shows cards.
 */
export function MissionsDenseTable({
  missions,
  viewer,
  sort,
  onSort,
  onCancel,
  onCorrect,
  renderActions,
}: {
  missions: readonly Prestation[];
  viewer: { id: string; role: string };
  sort: MissionSortValue;
  onSort: (sort: MissionSortValue) => void;
  onCancel: (mission: Prestation) => void;
  onCorrect: (mission: Prestation) => void;
  /** What other features add to a row's actions (the establishment's « Consignes »). */
  renderActions?: (mission: Prestation) => ReactNode;
}) {
  const isAdmin = viewer.role === 'admin';
  const startSort =
    sort === 'date_start' ? 'ascending' : sort === '-date_start' ? 'descending' : undefined;
  return (
    <div className="dense-table-wrap">
      <table className="dense-table card" aria-label={fr.dense.label}>
        <thead>
          <tr>
            <th scope="col">{fr.columns.name}</th>
            <th scope="col">{fr.columns.status}</th>
            <th scope="col" aria-sort={startSort ?? 'none'}>
              <button
                type="button"
                className="dense-table__sort"
                onClick={() => onSort(sort === 'date_start' ? '-date_start' : 'date_start')}
              >
                {fr.columns.start}
                <span aria-hidden="true" className="dense-table__arrow">
                  {startSort === 'ascending' ? '▲' : startSort === 'descending' ? '▼' : '↕'}
                </span>
                <span className="visually-hidden">
                  {sort === 'date_start' ? fr.dense.sortLatest : fr.dense.sortEarliest}
                </span>
              </button>
            </th>
            {isAdmin ? <th scope="col">{fr.columns.institution}</th> : null}
            <th scope="col">{fr.columns.assignee}</th>
            <th scope="col">{fr.columns.signOff}</th>
            <th scope="col">
              <span className="visually-hidden">{fr.dense.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {missions.map((mission) => {
            const cancellable = canCancel(mission, viewer);
            const correctable = canCorrect(mission, viewer);
            return (
              <tr key={mission.id} className={`dense-table__row--${mission.status}`}>
                <th scope="row" className="dense-table__name">
                  {mission.name}
                  {mission.paid ? <span className="dense-table__paid"> · {fr.paid}</span> : null}
                </th>
                <td>
                  <StatusBadge status={mission.status} />
                </td>
                <td className="dense-table__date">
                  {formatShortDateTime(mission.dateStart)}
                  <span className="dense-table__end">
                    <span className="visually-hidden">{fr.columns.end} </span>→{' '}
                    {formatShortDateTime(mission.dateEnd)}
                  </span>
                </td>
                {isAdmin ? <td>{mission.etablissement_name ?? '—'}</td> : null}
                <td>{mission.assigned_name ?? fr.unassigned}</td>
                <td>{mission.validation === null ? '—' : <SignOffBadge mission={mission} />}</td>
                <td className="dense-table__actions">
                  {renderActions?.(mission)}
                  {correctable ? (
                    <button
                      type="button"
                      className="button button--ghost"
                      onClick={() => onCorrect(mission)}
                    >
                      {fr.dense.correct}
                      <span className="visually-hidden">
                        {fr.dense.correctRest} — {mission.name}
                      </span>
                    </button>
                  ) : null}
                  {cancellable ? (
                    <button
                      type="button"
                      className="button button--danger"
                      onClick={() => onCancel(mission)}
                    >
                      {fr.cancel}
                      <span className="visually-hidden"> — {mission.name}</span>
                    </button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
