import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import type { Prestation } from '../../../../contract/missions.ts';
import { statusLabel } from '../../../../domain/missions/mission-status.ts';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { agendaWeek, missionsByDay, todayIn } from '../agenda.ts';
import { agendaDayLabel, agendaWeekLabel, compactHours } from '../compact-when.ts';
import { fr } from '../fr.ts';

type AgendaMission = Pick<Prestation, 'id' | 'name' | 'status' | 'dateStart' | 'dateEnd'>;

/**
 * « Ma semaine »: her missions of one week, Monday first, day by day in the business time
 * zone, each a compact block (hours, name, status in words and colour), today marked. A list
 * per day under its heading, so that a screen reader walks it as a week; the previous and next
 * weeks one tap away. It reads the same missions as the cards: offline too.
 */
export function WeekAgenda({
  missions,
  now,
  onOpen,
}: {
  missions: readonly AgendaMission[];
  now: number;
  /** A tap on a block: show that mission's card. */
  onOpen: (missionId: string) => void;
}) {
  const [offset, setOffset] = useState(0);
  const week = agendaWeek(now, appTimeZone(), offset);
  const today = todayIn(week, now);
  const days = missionsByDay(missions, week);
  const title = agendaWeekLabel(week.monday, week.days[6]!.date);
  return (
    <section className="week-agenda card" aria-labelledby="week-agenda-title">
      <div className="week-agenda__head">
        <div className="week-agenda__titles">
          <h2 id="week-agenda-title" className="week-agenda__title">
            {fr.agenda.title}
          </h2>
          <p className="week-agenda__range" aria-live="polite">
            {title}
          </p>
        </div>
        <div className="week-agenda__nav">
          <button
            type="button"
            className="icon-button week-agenda__step"
            aria-label={fr.agenda.previous}
            onClick={() => setOffset((o) => o - 1)}
          >
            <ChevronLeft className="icon" aria-hidden="true" focusable="false" />
          </button>
          {offset !== 0 ? (
            <button
              type="button"
              className="button button--ghost week-agenda__today"
              onClick={() => setOffset(0)}
            >
              {fr.agenda.current}
            </button>
          ) : null}
          <button
            type="button"
            className="icon-button week-agenda__step"
            aria-label={fr.agenda.next}
            onClick={() => setOffset((o) => o + 1)}
          >
            <ChevronRight className="icon" aria-hidden="true" focusable="false" />
          </button>
        </div>
      </div>
      <ol className="week-agenda__days">
        {days.map(({ day, missions: ofDay }) => {
          const isToday = day.date === today;
          const headingId = `agenda-${day.date}`;
          return (
            <li
              key={day.date}
              className={`week-agenda__day${isToday ? ' week-agenda__day--today' : ''}${
                ofDay.length === 0 ? ' week-agenda__day--free' : ''
              }`}
              aria-current={isToday ? 'date' : undefined}
            >
              <h3 id={headingId} className="week-agenda__day-title">
                {agendaDayLabel(day.date)}
                {isToday ? (
                  <span className="week-agenda__today-mark">{fr.agenda.today}</span>
                ) : null}
              </h3>
              {ofDay.length === 0 ? (
                <p className="week-agenda__free">{fr.agenda.empty}</p>
              ) : (
                <ul className="week-agenda__missions" aria-labelledby={headingId}>
                  {ofDay.map((mission) => {
                    return (
                      <li
                        key={mission.id}
                        className={`week-agenda__mission week-agenda__mission--${mission.status}`}
                      >
                        <a
                          className="week-agenda__link"
                          href={`#mission-card-${mission.id}`}
                          onClick={(event) => {
                            event.preventDefault();
                            onOpen(mission.id);
                          }}
                        >
                          <span className="week-agenda__hours">
                            {compactHours(mission.dateStart, mission.dateEnd)}
                          </span>
                          <span className="week-agenda__name">{mission.name}</span>
                          <span className="week-agenda__status">{statusLabel(mission.status)}</span>
                        </a>
                      </li>
                    );
                  })}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
