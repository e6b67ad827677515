import type { RouteName } from '../../../contract/route-table.ts';
import { DASHBOARD_CALLS } from '../../api/queries.ts';

/**
 * The calls whose queries a socket event makes stale, by route name: every query key is
 * derived from its call (`api/client.ts`, `queryKey`), so invalidating a name refreshes every
 * query of that call wherever a screen defined it (features do not import each other).
 */
export const staleOnEvent = {
  notifications: ['listNotifications', 'unreadCount'],
  conversations: ['conversations'],
  /** Nothing announces a team change live: asked again after a reconnection. */
  teams: ['listTeams'],
  /** The exchanges, and the missions that can be proposed (they change with an exchange). */
  exchanges: ['listExchanges', 'myMissions'],
  /** `mission_changed`: an open mission came or went (« Missions disponibles »). */
  openMissions: ['openMissions'],
  /**
   * A mission notification (ended, contested, validated, settled…): the lists of missions the
   * establishment and the administrator read, the hours awaiting sign-off and what is billed.
   */
  missions: [
    'listMissions',
    'institutionMissions',
    'pendingMissions',
    'missionsToValidate',
    'billingMonths',
  ],
  /**
   * Any notification of a professional may be about her account (a document verified or
   * refused, her RPPS checked): her account and documents are read again where shown (the
   * open list lets her claim at once).
   */
  account: ['me', 'userDocuments'],
  /** The dashboards' counters (unread messages and notifications). */
  dashboard: DASHBOARD_CALLS,
} as const satisfies Record<string, readonly RouteName[]>;
