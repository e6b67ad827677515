import type { FastifyInstance } from 'fastify';
import type {
  AdminDashboard,
  DashboardStats,
  DashboardUrgent,
  InstitutionDashboard,
  UrgentKind,
} from '../../../contract/dashboard.ts';
import { AUTO_VALIDATION_MS } from '../../../domain/missions/hours.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import { payForMission } from '../../../domain/pay/mission-pay.ts';
import { localMonthOf } from '../../../domain/time/local-month.ts';
import { institutionOf, partyOf } from '../institutions/acting-for.ts';
import { nameOf } from '../missions/present.ts';
import type { UserRow } from '../users/repo.ts';
import {
  assignedTo,
  completedMissionsStartedBetween,
  dashboardCounts,
  countContested,
  countMissionsIn,
  countPendingUsers,
  institutionCounters,
  institutionWaitingCounts,
  adminWaitingCounts,
  ofInstitution,
  professionalWaitingCounts,
  unfilledStartingBefore,
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

/** How far ahead an unfilled mission counts as « soon », and how many are listed. */
const SOON_MS = 24 * 60 * 60 * 1000;
const SOON_LIMIT = 10;

/** Only what waits: a kind with nothing in it is not shown. */
const waiting = (counts: [UrgentKind, number][]) =>
  counts.filter(([, count]) => count > 0).map(([kind, count]) => ({ kind, count }));

/**
 * `GET /dashboard/urgent`: what needs the caller now. The administrator: unfilled missions of
 * the next 24 hours (all establishments), accounts and missions to approve, contested hours,
 * contracts not fully signed, documents to check, professionals with payslips to generate. An
 * establishment: its own unfilled missions of the next 24 hours, hours to sign off, contracts
 * to sign. A professional: missions to accept and contracts to sign.
 */
export async function urgentFor(app: FastifyInstance, user: UserRow): Promise<DashboardUrgent> {
  const now = app.now();
  const until = new Date(now.getTime() + SOON_MS);
  const unfilled = async (institutionId: string | null) =>
    (await unfilledStartingBefore(app.db, now, until, institutionId, SOON_LIMIT)).map((m) => ({
      id: m.id,
      name: m.name,
      status: m.status as 'pending' | 'open',
      dateStart: m.dateStart.toISOString(),
      dateEnd: m.dateEnd.toISOString(),
      institution_name: nameOf(m.institution),
    }));
  switch (user.role) {
    case 'admin': {
      const [soon, c] = await Promise.all([unfilled(null), adminWaitingCounts(app.db, now)]);
      return {
        unfilled_soon: soon,
        items: waiting([
          ['missions_to_approve', c?.missionsToApprove ?? 0],
          ['accounts_to_approve', c?.accounts ?? 0],
          ['hours_to_validate', c?.contested ?? 0],
          ['documents_to_check', c?.documents ?? 0],
          ['contracts_to_sign', c?.contracts ?? 0],
          ['payslips_to_generate', c?.payslips ?? 0],
        ]),
      };
    }
    case 'institution': {
      const institutionId = institutionOf(user) ?? user.id;
      const [soon, c] = await Promise.all([
        unfilled(institutionId),
        institutionWaitingCounts(app.db, institutionId, now),
      ]);
      return {
        unfilled_soon: soon,
        items: waiting([
          ['hours_to_validate', c?.hours ?? 0],
          ['contracts_to_sign', c?.contracts ?? 0],
        ]),
      };
    }
    case 'nurse':
    case 'caregiver': {
      const c = await professionalWaitingCounts(app.db, user.id);
      return {
        unfilled_soon: [],
        items: waiting([
          ['missions_to_accept', c?.toAccept ?? 0],
          ['contracts_to_sign', c?.contracts ?? 0],
        ]),
      };
    }
    default: {
      const unknown: never = user.role;
      throw new Error(`Unknown role ${String(unknown)}`);
    }
  }
}
