import type { FastifyInstance } from 'fastify';
import type {
  AdminDashboard,
  DashboardStats,
  InstitutionDashboard,
} from '../../../contract/dashboard.ts';
import { AUTO_VALIDATION_MS } from '../../../domain/missions/hours.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import { payForMission } from '../../../domain/pay/mission-pay.ts';
import { localMonthOf } from '../../../domain/time/local-month.ts';
import type { UserRow } from '../users/repo.ts';
import { partyOf } from '../institutions/acting-for.ts';
import {
  assignedTo,
  completedMissionsStartedBetween,
  dashboardCounts,
  countContested,
  countMissionsIn,
  countPendingUsers,
  institutionCounters,
  ofInstitution,
} from './repo.ts';

/**
 * The four counters of `GET /dashboard/stats`. « Completed services » are the caller's
 * completed missions: assigned to her (professional), of its establishment (institution),
 * all of them (admin).
 */
export async function statsFor(app: FastifyInstance, user: UserRow): Promise<DashboardStats> {
  const scope =
    user.role === 'admin'
      ? undefined
      : user.role === 'institution'
        ? ofInstitution(partyOf(user))
        : assignedTo(user.id);
  const counts = await dashboardCounts(app.db, user.id, scope);
  return {
    my_schedules: counts.mySchedules,
    completed_schedules: counts.completed,
    unread_messages: counts.unreadMessages,
    unread_notifications: counts.unreadNotifications,
  };
}

/**
 * The administrator's figures. The month is the current calendar month in the app's time
 * zone; a mission counts in the month of its actual start, as on payslips. Its pay is the
 * domain's payForMission over the tariffs copied at assignment; a mission missing a rate it
 * needs is left out of the gross and counted in `unpriced_missions`.
 */
export async function adminDashboard(app: FastifyInstance): Promise<AdminDashboard> {
  const month = localMonthOf(app.now().getTime(), app.timezone);
  const [pendingUsers, pendingMissions, inProgress, completed, contested] = await Promise.all([
    countPendingUsers(app.db),
    countMissionsIn(app.db, 'pending'),
    countMissionsIn(app.db, 'in_progress'),
    completedMissionsStartedBetween(app.db, new Date(month.startMs), new Date(month.endMs)),
    countContested(app.db),
  ]);
  let grossCents = 0;
  let unpriced = 0;
  for (const m of completed) {
    const pay =
      m.startedAt && m.endedAt
        ? payForMission(
            {
              startedAt: m.startedAt.getTime(),
              endedAt: m.endedAt.getTime(),
              tariffs: m,
              establishmentName: '',
            },
            app.timezone,
          )
        : undefined;
    if (pay?.ok) grossCents += pay.amountCents;
    else unpriced += 1;
  }
  return {
    month: month.label,
    pending_users: pendingUsers,
    pending_missions: pendingMissions,
    in_progress_missions: inProgress,
    completed_this_month: completed.length,
    gross_this_month: centsToEuros(grossCents),
    unpriced_missions: unpriced,
    contested_missions: contested,
  };
}

export async function institutionDashboard(
  app: FastifyInstance,
  user: UserRow,
): Promise<InstitutionDashboard> {
  // Awaiting hours older than 72 h count as validated: they are no longer to validate.
  const awaitingSince = new Date(app.now().getTime() - AUTO_VALIDATION_MS);
  return institutionCounters(app.db, partyOf(user), awaitingSince);
}
