import type { Schedule } from '../../../contract/schedules.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import { scheduleTotal } from '../../../domain/pay/schedule-total.ts';
import { displayName } from '../users/present.ts';
import type { ScheduleWithNames } from './repo.ts';

export function presentSchedule({ schedule, person, institution }: ScheduleWithNames): Schedule {
  const total = scheduleTotal({
    tarifBaseCents: schedule.tarifBaseCents,
    deplacementCostCents: schedule.deplacementCostCents,
    timeStart: schedule.timeStart,
    timeEnd: schedule.timeEnd,
  });
  return {
    id: schedule.id,
    user_id: schedule.userId,
    user_name: displayName(person),
    institution_id: schedule.institutionId,
    institution_name: institution ? displayName(institution) : null,
    date: schedule.date,
    time_start: schedule.timeStart,
    time_end: schedule.timeEnd,
    service_type: schedule.serviceType,
    tarif_base: centsToEuros(schedule.tarifBaseCents),
    deplacement_cost: centsToEuros(schedule.deplacementCostCents),
    status: schedule.status,
    total: centsToEuros(total.totalCents),
    breakdown: {
      hours: total.minutes / 60,
      minutes: total.minutes,
      base_amount: centsToEuros(total.baseCents),
      deplacement_cost: centsToEuros(total.deplacementCents),
      total: centsToEuros(total.totalCents),
    },
    created_at: schedule.createdAt.toISOString(),
  };
}
