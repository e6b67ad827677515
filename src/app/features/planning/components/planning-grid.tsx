import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import type { Prestation } from '../../../../contract/missions.ts';
import { localDate } from '../../../../domain/pay/local-time.ts';
import { localInputToEpochMs } from '../../../../domain/time/local-input-to-instant.ts';
import { addDays, nextWeekSameLocalTimes } from '../../../../domain/time/repeat.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { calendarDay, capitalised } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import {
  appTimeZone,
  zonedDateTimeFormat,
  type ZonedDateTimeFormat,
} from '../../../ui/time-zone.ts';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useCopyWeek } from '../api/copy-week.ts';
import { weekQueryOptions } from '../api/get-week.ts';
import { fr } from '../fr.ts';
import {
  byDay,
  currentMonday,
  daysOf,
  needsSomeone,
  planningState,
  weekBounds,
  type PlanningState,
} from '../week.ts';
import '../planning.css';

const STATES: Record<PlanningState, { label: string; tone: BadgeTone }> = {
  unfilled: { label: fr.unfilled, tone: 'danger' },
  pending: { label: 'En attente', tone: 'warning' },
  open: { label: 'À pourvoir', tone: 'accent' },
  assigned: { label: 'Assignée', tone: 'info' },
  accepted: { label: 'Acceptée', tone: 'success' },
  done: { label: 'Terminée', tone: 'neutral' },
};

const dayName = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « 21:00 – 07:00 », in the business time zone. */
function hours(mission: Prestation, format: ZonedDateTimeFormat) {
  return `${format.format(new Date(mission.dateStart))} – ${format.format(new Date(mission.dateEnd))}`;
}

/** One mission in a day: its hours, name, state and who has it. */
function MissionChip({
  mission,
  now,
  time,
}: {
  mission: Prestation;
  now: number;
  time: ZonedDateTimeFormat;
}) {
  const state = planningState(mission, now);
  if (state === null) return null;
  return (
    <li className={`planning-chip planning-chip--${state}`}>
      <span className="planning-chip__time">{hours(mission, time)}</span>
      <span className="planning-chip__name">{mission.name}</span>
      <span className="planning-chip__who">
        <Badge tone={STATES[state].tone}>{STATES[state].label}</Badge>
        {mission.assigned_name ? <span>{mission.assigned_name}</span> : null}
      </span>
    </li>
  );
}

/**
 * « Planning » (/planning), the establishment's week: what still needs someone today and
 * tomorrow first, then the seven days side by side (a column each from 1 100 px, one under the
 * other on a phone), each mission with its hours, name, state and who has it. « Copier la
 * semaine » creates the week's missions again on the next one, at the same local times.
 */
export function PlanningGrid() {
  usePageTitle(fr.title);
  const timeZone = appTimeZone();
  const [now] = useState(() => Date.now());
  const thisMonday = currentMonday(now, timeZone);
  const [monday, setMonday] = useState(thisMonday);
  const days = useMemo(() => daysOf(monday), [monday]);
  const bounds = useMemo(() => weekBounds(monday, timeZone), [monday, timeZone]);
  const week = useQuery(weekQueryOptions(bounds));
  // Today and tomorrow, whatever week is shown.
  const today = localDate(now, timeZone);
  const tomorrow = addDays(today, 1);
  const soon = useQuery(
    weekQueryOptions({
      from: dayStart(today, timeZone),
      to: dayStart(addDays(today, 2), timeZone),
    }),
  );
  const copy = useCopyWeek();
  const time = useMemo(
    () => zonedDateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' }),
    [],
  );
  const titleId = useId();
  useErrorToast(week.error, fr.loadFailed, 'planning-load-error');

  const soonDays = byDay(soon.data ?? [], [today, tomorrow], timeZone);
  const waiting = [today, tomorrow].flatMap((d) =>
    (soonDays.get(d) ?? []).filter((m) => needsSomeone(planningState(m, now))),
  );
  const grouped = byDay(week.data ?? [], days, timeZone);

  function onCopy() {
    const list = (week.data ?? []).filter((m) => m.status !== 'cancelled');
    if (list.length === 0) {
      toast.info(fr.copyNothing);
      return;
    }
    const missions = list.flatMap((m) => {
      const moved = nextWeekSameLocalTimes(
        Date.parse(m.dateStart),
        Date.parse(m.dateEnd),
        timeZone,
      );
      return moved
        ? [
            {
              name: m.name,
              description: m.description,
              dateStart: new Date(moved.start).toISOString(),
              dateEnd: new Date(moved.end).toISOString(),
              required_role: m.required_role,
            },
          ]
        : [];
    });
    copy.mutate(
      { missions },
      {
        onSuccess: (answer) => {
          toast.success(fr.copied(answer.prestations.length));
          setMonday(addDays(monday, 7));
        },
        onError: (error) => toast.error(errorMessage(error, fr.copyFailed)),
      },
    );
  }

  return (
    <section className="page planning" aria-labelledby="page-title">
      <PageHeader
        title={fr.title}
        subtitle={fr.subtitle}
        actions={
          <button
            type="button"
            className="button button--secondary"
            onClick={onCopy}
            disabled={copy.isPending || !week.data}
            title={fr.copyWeekHint}
          >
            {fr.copyWeek}
          </button>
        }
      />

      <section className="card planning-soon" aria-labelledby={`${titleId}-soon`}>
        <h2 id={`${titleId}-soon`} className="planning-soon__title">
          {fr.needsSomeone}
        </h2>
        {waiting.length === 0 ? (
          <p className="empty-text">{soon.isPending ? '…' : fr.needsSomeoneEmpty}</p>
        ) : (
          <ul className="planning-day__list">
            {waiting.map((m) => (
              <MissionChip key={m.id} mission={m} now={now} time={time} />
            ))}
          </ul>
        )}
      </section>

      <nav className="planning-nav" aria-label={fr.weekOf(shortDay.format(calendarDay(monday)))}>
        <button
          type="button"
          className="button button--ghost"
          aria-label={fr.previousWeek}
          onClick={() => setMonday(addDays(monday, -7))}
        >
          ‹<span className="planning-nav__long"> {fr.previousWeek}</span>
        </button>
        <h2 className="planning-nav__title" id={titleId} aria-live="polite">
          {fr.weekOf(shortDay.format(calendarDay(monday)))}
        </h2>
        <button
          type="button"
          className="button button--ghost"
          aria-label={fr.nextWeek}
          onClick={() => setMonday(addDays(monday, 7))}
        >
          <span className="planning-nav__long">{fr.nextWeek} </span>›
        </button>
        {monday === thisMonday ? null : (
          <button
            type="button"
            className="button button--ghost planning-nav__today"
            onClick={() => setMonday(thisMonday)}
          >
            {fr.thisWeek}
          </button>
        )}
      </nav>

      {week.isPending ? (
        <Spinner />
      ) : (
        <ol className="planning-grid" aria-labelledby={titleId}>
          {days.map((day) => {
            const list = grouped.get(day) ?? [];
            const label = capitalised(dayName.format(calendarDay(day)));
            return (
              <li
                key={day}
                className={day === today ? 'planning-day planning-day--today' : 'planning-day'}
                aria-label={`${label}, ${fr.count(list.length)}`}
              >
                <h3 className="planning-day__title">
                  {label}
                  {day === today ? <span className="planning-day__today">{fr.today}</span> : null}
                </h3>
                {list.length === 0 ? (
                  <p className="planning-day__empty">{fr.emptyDay}</p>
                ) : (
                  <ul className="planning-day__list">
                    {list.map((m) => (
                      <MissionChip key={m.id} mission={m} now={now} time={time} />
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
      <p className="planning-more">
        <Link to="/prestations">Toutes les prestations</Link>
      </p>
    </section>
  );
}

/** The instant a local date begins, ISO. */
function dayStart(date: string, timeZone: string): string {
  return new Date(localInputToEpochMs(`${date}T00:00`, timeZone) ?? 0).toISOString();
}
