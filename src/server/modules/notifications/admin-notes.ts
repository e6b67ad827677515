import type { Role } from '../../../contract/common.ts';
import type { Db } from '../../db/client.ts';
import { adminIds } from '../staffing/repo.ts';
import { displayName } from '../users/present.ts';
import type { Named } from '../users/repo.ts';
import { notificationsFr } from './fr.ts';
import type { NewNotification } from './repo.ts';

/** Where the administrator validates accounts, and where she handles mission requests. */
export const ADMIN_LINKS = { accounts: '/users', requests: '/approbations' } as const;

/**
 * « Nouveau compte à valider : Inès Martin (infirmier(ère)). » for every approved administrator,
 * declared by the registration's transaction.
 */
export async function newAccountNotes(tx: Db, account: Named): Promise<NewNotification[]> {
  const message = notificationsFr.newAccount(displayName(account), account.role as Role);
  return (await adminIds(tx)).map((userId) => ({
    userId,
    type: 'approval',
    message,
    link: ADMIN_LINKS.accounts,
  }));
}

/** « Nouvelle demande de mission : Nuit USI (Clinique des Lilas). » for every administrator. */
export async function newMissionRequestNotes(
  tx: Db,
  missionName: string,
  institution: Named,
): Promise<NewNotification[]> {
  const message = notificationsFr.newMissionRequest(missionName, displayName(institution));
  return (await adminIds(tx)).map((userId) => ({
    userId,
    type: 'mission',
    message,
    link: ADMIN_LINKS.requests,
  }));
}
