import type { ReactNode } from 'react';
import type { SignalKind } from '../../../../contract/missions.ts';
import { punctuality } from '../../../../domain/missions/durations.ts';
import type { LocalMission } from '../../../offline/db.ts';
import type { RejectedAction } from '../../../offline/use-outbox-state.ts';
import { compactWhen } from '../compact-when.ts';
import { fr } from '../fr.ts';
import type { TapGuardView } from '../../../ui/use-tap-guard.ts';
import { missionGroup } from '../mission-order.ts';
import { startLine } from '../start-line.ts';
import { MissionActionButton } from './mission-action-button.tsx';
import { ForcedAssignment, MissionFacts, punctualityOf } from './mission-facts.tsx';
import { LateEndFlag } from '../../../ui/sign-off-view.tsx';
import { MissionPlace } from './mission-place.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * Ended before its planned duration: « Terminée 4 h 49 avant l'heure prévue » is a warning to
 * her (hours missing), never a merit, and the card styles it so.
 */
export function endedEarly(
  mission: Pick<LocalMission, 'status' | 'actual_duration' | 'dureeMinutes'>,
): boolean {
  return (
    mission.status === 'completed' &&
    mission.actual_duration !== null &&
    punctuality(mission.actual_duration, mission.dureeMinutes).kind === 'early'
  );
}

/**
 * A mission of « Mes prestations », read at one glance on a phone: when (« mar. 25 nov. ·
 * 20:00 – 03:00 » and « Début dans 2 h 15 »), where (the establishment, its address as a map
 * link, a call button), its status, and the next action as the one big button
 * (`MissionActionButton`: start window, confirmed end, tap guard). The rarer actions (« Proposer
 * un échange », « Me retirer ») are quiet text buttons under it; everything else (description,
 * planned and actual times, durations, distances, sign-off) waits behind « Détails ». A tap
 * waiting for the server says « En attente de synchronisation »; a tap the server refused says
 * why until the nurse closes it.
 */
export function MyMissionCard({
  mission,
  now,
  rejected,
  busy,
  guard,
  pendingSyncLabel,
  onAction,
  onDismiss,
  extraActions,
}: {
  mission: LocalMission;
  now: number;
  rejected: readonly RejectedAction[];
  /** Its tap is being stored. */
  busy: boolean;
  /** The screen's tap guard: no tap for a second after the cards moved. */
  guard: TapGuardView;
  pendingSyncLabel: string;
  onAction: (kind: SignalKind, at: number) => void;
  onDismiss: (clientActionId: string) => void;
  /** Further actions supplied by the route (e.g. « Proposer un échange »). */
  extraActions?: ReactNode;
}) {
  const headingId = `mission-${mission.id}-name`;
  const when = startLine(mission, now);
  const time = compactWhen(mission.dateStart, mission.dateEnd);
  const onTime = punctualityOf(mission);
  const early = endedEarly(mission) ? ' mission-card--ended-early' : '';
  return (
    <li
      id={`mission-card-${mission.id}`}
      className={`card mission-card mission-card--compact mission-card--${mission.status}${early}`}
      aria-labelledby={headingId}
    >
      <div className="card__head">
        <h3 id={headingId} className="mission-card__name" tabIndex={-1}>
          {mission.name}
        </h3>
        <StatusBadge status={mission.status} />
      </div>
      <div className="mission-card__time">
        {time ? <p className="mission-card__range">{time}</p> : null}
        {when ? <p className="mission-card__when">{when}</p> : null}
      </div>
      {/* Calling the establishment is for the missions ahead, not the past ones. */}
      <MissionPlace mission={mission} call={missionGroup(mission.status) !== 'past'} />
      {mission.hours_flag === 'late_end' ? (
        // Not « Retard de 116 h 01 »: an end declared days late is a question, not a delay.
        <LateEndFlag mission={mission} />
      ) : onTime ? (
        <p className="mission-card__punctuality">
          <span className="mission-facts__punctuality">{onTime}</span>
        </p>
      ) : null}
      {mission.pending_sync ? (
        <p className="mission-card__sync">
          <span className="mission-card__sync-dot" aria-hidden="true" />
          {pendingSyncLabel}
        </p>
      ) : null}
      {rejected.map((refusal) => (
        <div key={refusal.client_action_id} className="mission-card__refusal" role="alert">
          <div>
            <p className="mission-card__refusal-title">{fr.refused(refusal.kind_label)}</p>
            <p>{refusal.detail}</p>
          </div>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onDismiss(refusal.client_action_id)}
          >
            {fr.dismiss}
          </button>
        </div>
      ))}
      <MissionActionButton
        mission={mission}
        now={now}
        guard={guard}
        busy={busy}
        onAction={onAction}
      />
      {extraActions ? (
        // The route's buttons (« Proposer un échange », « Me retirer ») obey the guard too.
        <div
          className="mission-card__extra"
          onClickCapture={(event) => {
            if (guard.accepts()) return;
            event.preventDefault();
            event.stopPropagation();
          }}
        >
          {extraActions}
        </div>
      ) : null}
      <details className="mission-card__details">
        <summary className="mission-card__summary">
          {fr.details}
          <span className="visually-hidden"> — {mission.name}</span>
        </summary>
        <div className="mission-card__details-body">
          {mission.description ? (
            <p className="mission-card__description">{mission.description}</p>
          ) : null}
          <ForcedAssignment reason={mission.override_reason} />
          <MissionFacts mission={mission} assignee={false} place={false} punctuality={false} />
        </div>
      </details>
    </li>
  );
}
