import { Link } from 'react-router';
import { useMyMissions } from '../../../offline/use-my-missions.ts';
import { formatDateTime } from '../format.ts';
import { fr } from '../fr.ts';
import { useNow } from '../hooks/use-now.ts';
import { missionGroup, sortMissions } from '../mission-order.ts';
import { startLine } from '../start-line.ts';
import { StatusBadge } from './status-badge.tsx';
import '../missions.css';

/**
 * The professional's dashboard card « Prochaine prestation »: the mission she is on, or the
 * next one, with the time until it starts and a way straight to its action. Nothing when she
 * has nothing ahead.
 */
export function NextMission() {
  const { missions } = useMyMissions();
  const now = useNow();
  const next = sortMissions(missions ?? []).find((m) => missionGroup(m.status) !== 'past');
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
      {when ? <p className="mission-card__when">{when}</p> : null}
      <p className="next-mission__where">
        {formatDateTime(next.dateStart)}
        {next.etablissement_name ? ` · ${next.etablissement_name}` : ''}
      </p>
      <Link to="/mes-prestations" className="button button--block">
        {fr.openMyMissions}
      </Link>
    </section>
  );
}
