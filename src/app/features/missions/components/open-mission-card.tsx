import type { OpenMission } from '../../../../contract/staffing.ts';
import { formatDuration } from '../../../../domain/missions/durations.ts';
import { formatEuros } from '../../../ui/format.ts';
import { missionWhen } from '../format.ts';
import { fr, requiredRoleLabels } from '../fr.ts';
import { MissionPlace } from './mission-place.tsx';

/**
 * An open mission of « Missions disponibles » (docs/product-rules.md §10), for a nurse deciding
 * in a few seconds: when, what it pays, where, for whom, and one big button; the description
 * waits behind « Détails ». A claim that lost
 * the race says so in place of the button, before the card leaves the list.
 */
export function OpenMissionCard({
  mission,
  online,
  claiming,
  gone,
  canClaim = true,
  onClaim,
}: {
  mission: OpenMission;
  /**
   * She may claim: false without a verified document (the list says why once, above the
   * cards), and the card then offers no button.
   */
  canClaim?: boolean;
  /** Claiming needs the network: offline the button says so and takes no tap. */
  online: boolean;
  /** Her claim on this mission is on its way. */
  claiming: boolean;
  /** Why the mission is leaving the list (« Cette mission vient d'être prise. »), if it is. */
  gone: string | null;
  onClaim: () => void;
}) {
  const headingId = `open-${mission.id}-name`;
  const when = missionWhen(mission.dateStart, mission.dateEnd);
  return (
    <li
      className={gone ? 'card open-card open-card--gone' : 'card open-card'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="mission-card__name">
        {mission.name}
      </h2>
      {when ? (
        <p className="open-card__when">
          <span className="open-card__day">{when.day}</span>
          <span className="open-card__hours">
            <span className="open-card__range">{when.range}</span>
            {when.endNote ? (
              <>
                {' '}
                <span className="open-card__end-note">{when.endNote}</span>
              </>
            ) : null}
          </span>
          <span className="open-card__duration">{formatDuration(mission.dureeMinutes)}</span>
        </p>
      ) : null}
      <p className="open-card__pay">
        <span className="open-card__pay-label">{fr.estimatedPay}</span>{' '}
        <span className="open-card__pay-amount">{formatEuros(mission.estimated_pay)}</span>
      </p>
      <MissionPlace mission={mission} call={false} />
      <p className="open-card__profile">
        {fr.requiredRole} : {requiredRoleLabels[mission.required_role]}
      </p>
      {gone ? (
        <p className="open-card__gone" role="alert">
          {gone}
        </p>
      ) : !canClaim ? null : (
        <button
          type="button"
          className="button button--block mission-card__action open-card__claim"
          disabled={!online || claiming}
          onClick={onClaim}
        >
          {!online ? fr.claimNeedsNetwork : claiming ? fr.claiming : fr.claim}
          {online ? <span className="visually-hidden"> — {mission.name}</span> : null}
        </button>
      )}
      {mission.description ? (
        <details className="mission-card__details">
          <summary className="mission-card__summary">
            {fr.details}
            <span className="visually-hidden"> — {mission.name}</span>
          </summary>
          <div className="mission-card__details-body">
            <p className="open-card__description">{mission.description}</p>
          </div>
        </details>
      ) : null}
    </li>
  );
}
