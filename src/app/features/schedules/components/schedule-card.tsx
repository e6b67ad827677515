import { useId, type ReactNode } from 'react';
import type { Schedule, ScheduleStatus } from '../../../../contract/schedules.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { formatEuros, formatRate } from '../../../ui/format.ts';
import { endsNextDay, formatScheduleDate, formatSlotHours, formatTimeOfDay } from '../format.ts';
import { fr, statusLabels } from '../fr.ts';

const statusTones: Record<ScheduleStatus, BadgeTone> = {
  available: 'success',
  booked: 'info',
  completed: 'neutral',
  cancelled: 'danger',
};

/**
 * A slot (docs/product-rules.md §7): service type, status, date, time range, establishment, and its total with
 * the breakdown « 8 h 00 × 28,50 €/h = 228,00 € + déplacement 15,00 € ».
 */
export function ScheduleCard({
  schedule,
  showOwner,
  actions,
}: {
  schedule: Schedule;
  showOwner: boolean;
  /** What she may do with it (her own free slot: change or withdraw it). */
  actions?: ReactNode;
}) {
  const headingId = useId();
  const { breakdown } = schedule;
  return (
    <li className="card schedule-card" aria-labelledby={headingId}>
      <div className="card__head">
        <h2 id={headingId} className="schedule-card__service">
          {schedule.service_type}
        </h2>
        <Badge tone={statusTones[schedule.status]}>{statusLabels[schedule.status]}</Badge>
      </div>
      <dl className="facts facts--split">
        {showOwner ? (
          <div>
            <dt>{fr.professional}</dt>
            <dd>{schedule.user_name}</dd>
          </div>
        ) : null}
        <div>
          <dt>{fr.date}</dt>
          <dd>{formatScheduleDate(schedule.date)}</dd>
        </div>
        <div>
          <dt>{fr.hours}</dt>
          <dd>
            {formatTimeOfDay(schedule.time_start)} – {formatTimeOfDay(schedule.time_end)}
            {endsNextDay(schedule.time_start, schedule.time_end) ? ` ${fr.nextDay}` : ''}
          </dd>
        </div>
        <div>
          <dt>{fr.institution}</dt>
          <dd>{schedule.institution_name ?? fr.noInstitution}</dd>
        </div>
      </dl>
      <div className="schedule-card__total">
        <p className="schedule-card__total-line">
          <span>{fr.total}</span>
          <strong>{formatEuros(schedule.total)}</strong>
        </p>
        <p className="schedule-card__breakdown">
          <span>
            {fr.baseLine(
              formatSlotHours(breakdown.hours),
              formatRate(schedule.tarif_base),
              formatEuros(breakdown.base_amount),
            )}
          </span>{' '}
          <span>{fr.travelLine(formatEuros(breakdown.deplacement_cost))}</span>
        </p>
      </div>
      {actions}
    </li>
  );
}
