import type { ReactNode } from 'react';
import type { SignalKind } from '../../../../contract/missions.ts';
import type { LocalMission } from '../../../offline/db.ts';
import type { RejectedAction } from '../../../offline/use-outbox-state.ts';
import { actionTexts, fr } from '../fr.ts';
import { startLine } from '../start-line.ts';
import { ForcedAssignment, MissionFacts } from './mission-facts.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The one action a professional can take next on a mission, if any. */
export function nextAction(status: LocalMission['status']): SignalKind | null {
  switch (status) {
    case 'assigned':
      return 'accept';
    case 'accepted':
      return 'start';
    case 'in_progress':
      return 'end';
    case 'pending':
    case 'open':
    case 'completed':
    case 'cancelled':
      return null;
    default: {
      const unknown: never = status;
      throw new Error(`Unknown mission status: ${String(unknown)}`);
    }
  }
}

/**
 * A mission of « Mes prestations »: where and when, how to reach the establishment, and the
 * next action as one big button. A tap waiting for the server says « En attente de
 * synchronisation »; a tap the server refused says why until the nurse closes it.
 */
export function MyMissionCard({
  mission,
  now,
  rejected,
  resting,
  pendingSyncLabel,
  onAction,
  onDismiss,
  extraActions,
}: {
  mission: LocalMission;
  now: number;
  rejected: readonly RejectedAction[];
  resting: boolean;
  pendingSyncLabel: string;
  onAction: (kind: SignalKind) => void;
  onDismiss: (clientActionId: string) => void;
  /** Further actions supplied by the route (e.g. « Proposer un échange »). */
  extraActions?: ReactNode;
}) {
  const headingId = `mission-${mission.id}-name`;
  const action = nextAction(mission.status);
  const when = startLine(mission, now);
  return (
    <li className={`card mission-card mission-card--${mission.status}`} aria-labelledby={headingId}>
      <div className="card__head">
        <h3 id={headingId} className="mission-card__name">
          {mission.name}
        </h3>
        <StatusBadge status={mission.status} />
      </div>
      {when ? <p className="mission-card__when">{when}</p> : null}
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
      {action ? (
        <button
          type="button"
          className={`button button--block mission-card__action mission-card__action--${action}`}
          disabled={resting}
          onClick={() => onAction(action)}
        >
          {actionTexts[action].button}
          <span className="visually-hidden"> {mission.name}</span>
        </button>
      ) : null}
      {extraActions ? <div className="mission-card__extra">{extraActions}</div> : null}
      {mission.description ? (
        <p className="mission-card__description">{mission.description}</p>
      ) : null}
      <ForcedAssignment reason={mission.override_reason} />
      <MissionFacts mission={mission} contact assignee={false} />
    </li>
  );
}
