import { Link } from 'react-router';
import { fr as offlineFr } from '../../../offline/fr.ts';
import { useMyMissions } from '../../../offline/use-my-missions.ts';
import { useOutboxState } from '../../../offline/use-outbox-state.ts';
import { compactWhen } from '../compact-when.ts';
import { fr } from '../fr.ts';
import { useMissionActions } from '../hooks/use-mission-actions.ts';
import { useNow } from '../hooks/use-now.ts';
import { useTapGuard } from '../../../ui/use-tap-guard.ts';
import { missionGroup, sortMissions } from '../mission-order.ts';
import { startLine } from '../start-line.ts';
import { cardsLayout } from '../../../ui/tap-guard.ts';
import { MissionActionButton } from './mission-action-button.tsx';
import { MissionPlace } from './mission-place.tsx';
import { StatusBadge } from './status-badge.tsx';
import '../missions.css';

/**
 * The professional's dashboard card « Prochaine prestation »: the mission she is on, or the
 * next one, with the time until it starts and its action right there (the same safe button as
 * « Mes prestations »: start window, confirmed end, tap guard), or the way to all of them.
 * Nothing when she has nothing ahead.
 */
export function NextMission() {
  const { missions } = useMyMissions();
  const outbox = useOutboxState();
  const actions = useMissionActions(outbox.rejected);
  const now = useNow();
  const next = sortMissions(missions ?? []).find((m) => missionGroup(m.status) !== 'past');
  // Once « Terminer » is done the card shows the following mission: another card under her
  // finger, so the guard holds.
  const guard = useTapGuard(next ? cardsLayout([next]) : '');
  if (!next) return null;
  const when = startLine(next, now);
  return (
    <section className="card next-mission" aria-labelledby="next-mission-title">
      <h2 id="next-mission-title" className="next-mission__label">
        {next.status === 'in_progress' ? fr.currentMission : fr.nextMission}
      </h2>
      <div className="card__head">
        <p className="next-mission__name">{next.name}</p>
        <StatusBadge status={next.status} />
      </div>
      <div className="mission-card__time">
        <p className="mission-card__range">{compactWhen(next.dateStart, next.dateEnd)}</p>
        {when ? <p className="mission-card__when">{when}</p> : null}
      </div>
      <MissionPlace mission={next} />
      {next.pending_sync ? (
        <p className="mission-card__sync">
          <span className="mission-card__sync-dot" aria-hidden="true" />
          {offlineFr.pendingSync}
        </p>
      ) : null}
      <MissionActionButton
        mission={next}
        now={now}
        guard={guard}
        busy={actions.isBusy(next.id)}
        onAction={(kind, at) => void actions.run(next.id, kind, at)}
      />
      <Link to="/mes-prestations" className="button button--block button--ghost">
        {fr.openMyMissions}
      </Link>
    </section>
  );
}
