/**
 * The query keys of the screens a socket event makes stale. They mirror the keys declared in
 * `features/<screen>/api/*` (features do not import each other): an invalidation by prefix
 * refreshes every query under it.
 */
export const staleOnEvent = {
  notifications: ['notifications'],
  conversations: ['messages'],
  exchanges: ['exchanges'],
  /** The dashboards' counters (unread messages and notifications). */
  dashboard: ['dashboard'],
} as const;
