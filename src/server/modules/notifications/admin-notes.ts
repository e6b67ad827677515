import type { Role } from '../../../contract/common.ts';
import type { Db } from '../../db/client.ts';
import { adminIds } from '../staffing/repo.ts';
import { displayName } from '../users/present.ts';
import type { Named } from '../users/repo.ts';
import { notificationsFr } from './fr.ts';
import { pendingAccountCount, updateUnreadNote, type NewNotification } from './repo.ts';

/** Where the administrator validates accounts, and where she handles mission requests. */
export const ADMIN_LINKS = { accounts: '/users', requests: '/approbations' } as const;

/**
 * The administrators' note about accounts awaiting validation, grouped: one note per
 * administrator that says how many await (« 3 comptes à valider, dont Inès Martin
 * (infirmier(ère)). », « Nouveau compte à valider : … » for one). While her note is unread it
 * is updated in place (and rises to the top), so a burst of registrations leaves one note and
 * one push, not one per account; once she has read it, the next registration brings a new one.
 * Declared by the registration's transaction.
 */
export async function newAccountNotes(
  tx: Db,
  account: Named,
  now: Date,
): Promise<{ notify: NewNotification[]; answersChanged: string[] }> {
  const role = account.role as Role;
  const waiting = await pendingAccountCount(tx);
  const message =
    waiting > 1
      ? notificationsFr.accountsAwaiting(waiting, displayName(account), role)
      : notificationsFr.newAccount(displayName(account), role);
  const notify: NewNotification[] = [];
  const answersChanged: string[] = [];
  for (const userId of await adminIds(tx)) {
    const note = { userId, type: 'approval' as const, link: ADMIN_LINKS.accounts };
    if (await updateUnreadNote(tx, note, message, now)) answersChanged.push(userId);
    else notify.push({ ...note, message });
  }
  return { notify, answersChanged };
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
