import type { ReactNode } from 'react';
import type { Prestation } from '../../../../contract/missions.ts';
import { LateEndFlag, SignOffBadge, TapDistances } from '../../../ui/sign-off-view.tsx';
import { autoValidationNote, missionDay } from '../format.ts';
import { fr } from '../fr.ts';
import { HoursComparison } from './hours-comparison.tsx';

/**
 * One completed mission whose hours wait for an answer: who, when, the planned, declared (and
 * proposed) hours, how far from the establishment the taps were, the contest's reason, and
 * `actions`.
 */
export function HoursCard({
  mission,
  showInstitution,
  actions,
  longActions = false,
}: {
  mission: Prestation;
  /** The administrator sees every establishment's missions. */
  showInstitution: boolean;
  actions?: ReactNode;
  /** Buttons with long labels (settling a contest): each takes the whole width when short of room. */
  longActions?: boolean;
}) {
  const headingId = `hours-${mission.id}-name`;
  const contested = mission.validation === 'contested';
  // Flagged hours are never validated by time: no date to announce.
  const auto =
    mission.validation === 'awaiting' && mission.hours_flag !== 'late_end'
      ? autoValidationNote(mission)
      : null;
  return (
    <li
      className={contested ? 'card hours-card hours-card--contested' : 'card hours-card'}
      aria-labelledby={headingId}
    >
      <div className="card__head">
        <div className="hours-card__identity">
          <h3 id={headingId} className="hours-card__name">
            {mission.name}
          </h3>
          <p className="hours-card__when">{missionDay(mission)}</p>
        </div>
        <SignOffBadge mission={mission} />
      </div>
      <dl className="facts facts--colon hours-card__who">
        <div>
          <dt>{fr.professional}</dt>
          <dd>{mission.assigned_name ?? fr.noProfessional}</dd>
        </div>
        {showInstitution ? (
          <div>
            <dt>{fr.institution}</dt>
            <dd>{mission.etablissement_name ?? fr.noInstitution}</dd>
          </div>
        ) : null}
      </dl>
      <LateEndFlag mission={mission} />
      <HoursComparison mission={mission} proposed={contested} />
      <TapDistances mission={mission} />
      {contested && mission.contest_reason ? (
        <div className="hours-card__reason">
          <p className="hours-card__reason-label">{fr.reason}</p>
          <p className="hours-card__reason-text">{mission.contest_reason}</p>
        </div>
      ) : null}
      {auto ? <p className="hours-card__auto">{auto}</p> : null}
      {actions ? (
        <div
          className={
            longActions ? 'hours-card__actions hours-card__actions--settle' : 'hours-card__actions'
          }
        >
          {actions}
        </div>
      ) : null}
    </li>
  );
}
