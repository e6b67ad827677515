import type { ReactNode } from 'react';
import type { Prestation } from '../../../../contract/missions.ts';
import { compactWhen } from '../compact-when.ts';
import { fr } from '../fr.ts';
import { ForcedAssignment, MissionFacts } from './mission-facts.tsx';
import { FavoriteToggle } from './favorite-toggle.tsx';
import { SetAside } from './set-aside.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Before the start, the admin or the mission's own establishment may cancel it. */
export function canCancel(
  mission: Pick<Prestation, 'status' | 'etablissement_id'>,
  viewer: { id: string; role: string },
): boolean {
  const beforeStart =
    mission.status === 'pending' ||
    mission.status === 'open' ||
    mission.status === 'assigned' ||
    mission.status === 'accepted';
  if (!beforeStart) return false;
  return (
    viewer.role === 'admin' ||
    (viewer.role === 'institution' && mission.etablissement_id === viewer.id)
  );
}

/** The admin corrects actual times of a started mission not yet on a payslip. */
export function canCorrect(
  mission: Pick<Prestation, 'status' | 'paid'>,
  viewer: { role: string },
): boolean {
  return (
    viewer.role === 'admin' &&
    !mission.paid &&
    (mission.status === 'in_progress' || mission.status === 'completed')
  );
}

/**
 * A mission of the management screen (docs/product-rules.md §2): its name, status and time at
 * the top, its facts, then its actions at the end (« Corriger les heures », « Annuler »).
 */
export function MissionCard({
  mission,
  viewer,
  onCancel,
  onCorrect,
  extraActions,
}: {
  mission: Prestation;
  viewer: { id: string; role: string };
  onCancel: () => void;
  onCorrect: () => void;
  /** Further actions supplied by the route (e.g. « Consignes »). */
  extraActions?: ReactNode;
}) {
  const headingId = `mission-${mission.id}-name`;
  const cancellable = canCancel(mission, viewer);
  const correctable = canCorrect(mission, viewer);
  const time = compactWhen(mission.dateStart, mission.dateEnd);
  // A mission done for the establishment: whoever did it may join « Mes soignants ».
  const favoritable =
    viewer.role === 'institution' && mission.status === 'completed' && mission.assigned_to !== null;
  return (
    <li className={`card mission-card mission-card--${mission.status}`} aria-labelledby={headingId}>
      <div className="card__head">
        <h2 id={headingId} className="mission-card__name">
          {mission.name}
        </h2>
        <StatusBadge status={mission.status} />
      </div>
      {time ? <p className="mission-card__range">{time}</p> : null}
      {mission.description ? (
        <p className="mission-card__description">{mission.description}</p>
      ) : null}
      <ForcedAssignment reason={mission.override_reason} />
      <MissionFacts mission={mission} profile />
      {mission.paid ? <p className="mission-card__paid">{fr.paid}</p> : null}
      {favoritable ? (
        <div className="mission-card__actions mission-card__actions--end">
          <FavoriteToggle mission={mission} />
          <SetAside mission={mission} />
        </div>
      ) : null}
      {extraActions ? (
        <div className="mission-card__actions mission-card__actions--end">{extraActions}</div>
      ) : null}
      {cancellable || correctable ? (
        // A mission is cancellable before its start and correctable after: never both. Neither
        // is the card's next step, so both stay secondary; « Annuler » outlined in red.
        <div className="mission-card__actions mission-card__actions--end">
          {correctable ? (
            <button type="button" className="button button--ghost" onClick={onCorrect}>
              {fr.correct}
              <span className="visually-hidden"> — {mission.name}</span>
            </button>
          ) : null}
          {cancellable ? (
            <button type="button" className="button button--danger" onClick={onCancel}>
              {fr.cancel}
              <span className="visually-hidden"> — {mission.name}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
