import { z } from './z.ts';

const Count = z.number().int().min(0);

/**
 * `GET /dashboard/stats`, the four counters of the caller's dashboard (docs/product-rules.md §8).
 * `completed_schedules` counts the caller's completed missions (« services terminés »).
 */
export const DashboardStats = z.object({
  my_schedules: Count,
  completed_schedules: Count,
  unread_messages: Count,
  unread_notifications: Count,
});
export type DashboardStats = z.infer<typeof DashboardStats>;

/**
 * `GET /dashboard/admin`. « This month » is the current calendar month in the app's time zone;
 * a mission belongs to the month of its actual start, as on payslips.
 */
export const AdminDashboard = z.object({
  /** `YYYY-MM` of the month the monthly figures cover. */
  month: z.string(),
  pending_users: Count,
  pending_missions: Count,
  in_progress_missions: Count,
  completed_this_month: Count,
  /** Σ pay of this month's completed missions that could be priced, in euros. */
  gross_this_month: z.number(),
  /** Completed missions of the month left out of the gross: a needed tariff is not defined. */
  unpriced_missions: Count,
  /** Missions whose hours an establishment contests: the administrator settles them. */
  contested_missions: Count,
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

/** `GET /dashboard/institution`: the establishment's three counters. */
export const InstitutionDashboard = z.object({
  /** Assigned, accepted or in progress. */
  upcoming: Count,
  completed: Count,
  /** Completed and on a payslip. */
  paid: Count,
  /** Completed missions whose hours await the establishment's sign-off (« Heures à valider »). */
  awaiting_validation: Count,
});
export type InstitutionDashboard = z.infer<typeof InstitutionDashboard>;

/** What an urgent line asks of its reader; the app links each to the screen that does it. */
export const UrgentKind = z.enum([
  /** Admin: accounts awaiting approval. */
  'accounts_to_approve',
  /** Admin: missions awaiting approval. */
  'missions_to_approve',
  /** Admin: contested hours to settle; establishment: hours awaiting its sign-off. */
  'hours_to_validate',
  /** Contracts still missing the caller's signature (admin: missing any signature). */
  'contracts_to_sign',
  /** Admin: professionals' documents not yet checked. */
  'documents_to_check',
  /** Admin: professionals with completed, validated, unpaid missions: payslips to generate. */
  'payslips_to_generate',
  /** Professional: missions assigned to her that she has not accepted yet. */
  'missions_to_accept',
]);
export type UrgentKind = z.infer<typeof UrgentKind>;

/** A mission not filled yet (waiting for approval or open) that starts soon or has started. */
export const UnfilledMission = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['pending', 'open']),
  dateStart: z.string(),
  dateEnd: z.string(),
  /** The establishment's display name (null when the mission has none). */
  institution_name: z.string().nullable(),
});
export type UnfilledMission = z.infer<typeof UnfilledMission>;

/**
 * `GET /dashboard/urgent`: what needs the caller now, for each role (docs/product-rules.md,
 * « Dashboards tell »). `unfilled_soon`: missions not filled and not over that start within
 * the next 24 hours, soonest first (10 at most; the admin sees all, an establishment its own,
 * a professional none). `items`: the other things waiting, only those with a count above zero.
 */
export const DashboardUrgent = z.object({
  unfilled_soon: z.array(UnfilledMission),
  items: z.array(z.object({ kind: UrgentKind, count: Count.min(1) })),
});
export type DashboardUrgent = z.infer<typeof DashboardUrgent>;
