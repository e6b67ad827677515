import type { Role } from '../../../contract/common.ts';
import type { UnfilledMission, UrgentKind } from '../../../contract/dashboard.ts';
import { zonedDateTimeFormat } from '../../ui/time-zone.ts';

const startFormat = zonedDateTimeFormat('fr-FR', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** « ven. 27 nov., 21:00 »: a start within the next day, in the business time zone. */
export function formatStart(iso: string): string {
  return startFormat.format(Date.parse(iso));
}

/** Within this much of its start, an unfilled mission is shown as imminent (in red). */
export const IMMINENT_MS = 60 * 60 * 1000;

/** How an unfilled mission's start reads, relative to `now`. */
export type StartsIn =
  { kind: 'started'; minutes: number } | { kind: 'minutes'; minutes: number } | { kind: 'later' };

export function startsIn(mission: Pick<UnfilledMission, 'dateStart'>, now: number): StartsIn {
  const ms = Date.parse(mission.dateStart) - now;
  if (ms <= 0) return { kind: 'started', minutes: Math.floor(-ms / 60_000) };
  if (ms < IMMINENT_MS) return { kind: 'minutes', minutes: Math.ceil(ms / 60_000) };
  return { kind: 'later' };
}

/**
 * The screen that does what an urgent line asks, for each role: the administrator approves
 * missions and accounts, settles contests, checks documents, generates payslips; an
 * establishment signs off hours and contracts; a professional accepts and signs.
 */
export function urgentLink(role: Role, kind: UrgentKind): string {
  switch (kind) {
    case 'accounts_to_approve':
    case 'documents_to_check':
      return '/users';
    case 'missions_to_approve':
      return '/approbations';
    case 'hours_to_validate':
      return '/heures-a-valider';
    case 'contracts_to_sign':
      return '/contrats';
    case 'payslips_to_generate':
      return '/payslips';
    case 'missions_to_accept':
      return role === 'nurse' || role === 'caregiver' ? '/mes-prestations' : '/prestations';
    default: {
      const unknown: never = kind;
      throw new Error(`Unknown urgent kind ${String(unknown)}`);
    }
  }
}

/**
 * Where an unfilled mission is acted on: the administrator approves a waiting one and staffs
 * an open one from the approvals screen; an establishment sees it in its list, filtered.
 */
export function unfilledLink(role: Role, mission: Pick<UnfilledMission, 'status'>): string {
  if (role === 'admin' && mission.status === 'pending') return '/approbations';
  return `/prestations?status=${mission.status}`;
}
