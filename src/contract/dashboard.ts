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
