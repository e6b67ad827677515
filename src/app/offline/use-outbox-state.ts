import { useCallback, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { resolveDeps } from './api.ts';
import type { OutboxAction } from './db.ts';
import { fr, kindLabels } from './fr.ts';
import { dismissRejected } from './outbox.ts';
import { isUpdateRequired } from './replay.ts';
import { isReplaying, subscribeReplaying } from './sync-runtime.ts';

export interface RejectedAction extends OutboxAction {
  status: 'rejected';
  detail: string;
  /** « Accepter », « Commencer », « Terminer ». */
  kind_label: string;
  /** The mission's name when it is still stored on the device. */
  mission_name: string | null;
}

export interface OutboxState {
  /** The signed-in user's actions waiting for the server. */
  pending: number;
  /** Refusals to show with the server's reason, oldest first, until dismissed. */
  rejected: RejectedAction[];
  /** The server refused the token: replay waits for a new sign-in. */
  authRequired: boolean;
  /** « Session expirée : reconnectez-vous pour synchroniser. » when `authRequired`. */
  authMessage: string | null;
  /** The server refused this app's sync protocol: the queue waits for an app update. */
  updateRequired: boolean;
  /** « Mise à jour nécessaire : vos actions sont conservées… » when `updateRequired`. */
  updateMessage: string | null;
  /** A replay is running in this page. */
  syncing: boolean;
  /** Forgets a rejected action once the nurse has read it. */
  dismiss: (clientActionId: string) => Promise<void>;
}

const EMPTY = {
  pending: 0,
  rejected: [] as RejectedAction[],
  authRequired: false,
  updateRequired: false,
};

/** The outbox as the UI shows it: a pending counter, the refusals, the « session expirée » state. */
export function useOutboxState(): OutboxState {
  const { db } = resolveDeps();
  const state = useLiveQuery(
    () =>
      db.transaction('r', [db.session, db.outbox, db.meta, db.missions], async () => {
        const session = await db.session.get('current');
        if (!session) return EMPTY;
        const actions = await db.outbox
          .where('user_id')
          .equals(session.userId)
          .sortBy('created_seq');
        const pending = actions.filter((a) => a.status === 'pending').length;
        const rejected: RejectedAction[] = [];
        for (const action of actions) {
          if (action.status !== 'rejected') continue;
          const mission = await db.missions.get(action.prestation_id);
          rejected.push({
            ...action,
            status: 'rejected',
            detail: action.detail ?? fr.rejectedWithoutDetail,
            kind_label: kindLabels[action.kind],
            mission_name: mission?.name ?? null,
          });
        }
        const flagged = await db.meta.get('auth_required');
        const authRequired =
          flagged?.user_id === session.userId || (session.token === null && pending > 0);
        const updateRequired =
          pending > 0 && isUpdateRequired(await db.meta.get('update_required'));
        return { pending, rejected, authRequired, updateRequired };
      }),
    [db],
    EMPTY,
  );
  const syncing = useSyncExternalStore(subscribeReplaying, isReplaying, () => false);
  const dismiss = useCallback((id: string) => dismissRejected(id, { db }), [db]);
  return {
    ...state,
    authMessage: state.authRequired ? fr.authRequired : null,
    updateMessage: state.updateRequired ? fr.updateRequired : null,
    syncing,
    dismiss,
  };
}
