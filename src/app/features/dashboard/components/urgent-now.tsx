import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Role } from '../../../../contract/common.ts';
import { refusalOf } from '../../../offline/query-offline.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { urgentQueryOptions } from '../api/get-urgent.ts';
import { fr } from '../fr.ts';
import { formatStart, startsIn, unfilledLink, urgentLink } from '../urgent.ts';
import '../dashboard.css';

/**
 * « À faire maintenant », at the top of every dashboard (issue 27): the unfilled missions of
 * the next 24 hours, soonest first, those starting within the hour in red, then what waits for
 * the reader (hours, contracts, documents, payslips, accounts), each a link to the screen that
 * does it. Says so when nothing waits.
 */
export function UrgentNow({ role }: { role: Role }) {
  const urgent = useQuery(urgentQueryOptions());
  useErrorToast(refusalOf(urgent.error), fr.urgent.failed, 'urgent-load-error');
  const data = urgent.data;
  if (!data) return null;
  const now = Date.now();
  const nothing = data.unfilled_soon.length === 0 && data.items.length === 0;
  return (
    <section className="urgent" aria-labelledby="urgent-title">
      <h2 id="urgent-title" className="dashboard__section-title">
        {fr.urgent.title}
      </h2>
      {nothing ? <p className="urgent__none">{fr.urgent.nothing}</p> : null}
      {data.unfilled_soon.length > 0 ? (
        <ul className="urgent__list" aria-label={fr.urgent.unfilledTitle}>
          {data.unfilled_soon.map((mission) => {
            const when = startsIn(mission, now);
            const imminent = when.kind !== 'later';
            return (
              <li key={mission.id}>
                <Link
                  to={unfilledLink(role, mission)}
                  className={`urgent__item${imminent ? ' urgent__item--imminent' : ''}`}
                >
                  <span className="urgent__what">
                    {fr.urgent.unfilled(mission.status)} · {mission.name}
                    {role === 'admin' && mission.institution_name
                      ? ` — ${mission.institution_name}`
                      : ''}
                  </span>
                  <span className="urgent__when">
                    {when.kind === 'started'
                      ? fr.urgent.started(when.minutes)
                      : when.kind === 'minutes'
                        ? fr.urgent.startsIn(when.minutes)
                        : fr.urgent.startsAt(formatStart(mission.dateStart))}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
      {data.items.length > 0 ? (
        <ul className="urgent__list" aria-label={fr.urgent.waitingTitle}>
          {data.items.map((item) => (
            <li key={item.kind}>
              <Link to={urgentLink(role, item.kind)} className="urgent__item">
                <span className="urgent__count">{item.count}</span>
                <span className="urgent__what">{fr.urgent.kinds[item.kind](item.count)}</span>
                <span className="urgent__go" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
