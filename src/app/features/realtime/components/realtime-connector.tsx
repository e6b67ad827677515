import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import type { Role } from '../../../../contract/common.ts';
import type { ChatMessage } from '../../../../contract/messages.ts';
import type { Notification as AppNotification } from '../../../../contract/notifications.ts';
import type { RouteName } from '../../../../contract/route-table.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { readToken } from '../../../api/token-storage.ts';
import { useQueryPersistence } from '../../../offline/use-query-persistence.ts';
import { registerOnLogout } from '../../../session/logout-hooks.ts';
import { isConversationOpen } from '../conversation-open.ts';
import { fr } from '../fr.ts';
import {
  collectionChangedBy,
  refreshOfflineCollection,
  replayOutboxAfterReconnect,
} from '../offline-refresh.ts';
import { staleOnEvent } from '../query-keys.ts';
import { connectRealtime, disconnectRealtime } from '../socket-connection.ts';
import { showSystemNotification } from '../system-notification.ts';

/**
 * The signed-in session's live link to the server (docs/product-rules.md §6), mounted once in the signed-in
 * layout. Renders nothing.
 *
 * - `notification`: the bell and the notifications screen refresh; an info toast says it, or,
 *   while the page is hidden, a system notification through the service worker (docs/product-rules.md §3).
 *   A message's notification gets no toast of its own: `new_message` already says it.
 * - `new_message`: conversations refresh; « Nouveau message reçu » unless that very thread is
 *   open before the person's eyes.
 * - `mission_changed` (professionals): « Missions disponibles » refreshes, its device copy
 *   included, so that a mission claimed on another phone leaves this one's list at once.
 * - every reconnection: the offline outbox is replayed, and what may have been missed while
 *   disconnected is fetched again (a professional's missions by delta, `GET /sync/missions`).
 * - the page shown again (`visibilitychange`): a professional's missions by delta.
 * - the screens' last answers are kept on the device while the session lasts
 *   (`useQueryPersistence`), so that they show offline.
 */
export function RealtimeConnector({ userId, role }: { userId: string; role: Role }) {
  const queryClient = useQueryClient();
  // The screens' last answers, kept on the device for offline reading (src/app/offline, O12).
  useQueryPersistence(userId);

  useEffect(() => {
    const professional = role === 'nurse' || role === 'caregiver';
    const refresh = (calls: readonly RouteName[]) => {
      void invalidateCalls(queryClient, calls);
    };

    const onNotification = (notification: AppNotification) => {
      refresh(staleOnEvent.notifications);
      refresh(staleOnEvent.dashboard);
      if (notification.type === 'exchange') refresh(staleOnEvent.exchanges);
      if (notification.type === 'mission' && !professional) refresh(staleOnEvent.missions);
      if (professional && notification.type !== 'message') refresh(staleOnEvent.account);
      const collection = collectionChangedBy(notification.type);
      if (professional && collection) void refreshOfflineCollection(collection);

      const toastIt = () => {
        if (notification.type === 'message') return;
        toast.info(notification.message, { toastId: `notification-${notification.id}` });
      };
      if (document.visibilityState === 'hidden') {
        void showSystemNotification(notification).then((shown) => {
          if (!shown) toastIt();
        });
      } else {
        toastIt();
      }
    };

    const onNewMessage = (message: ChatMessage) => {
      refresh(staleOnEvent.conversations);
      refresh(staleOnEvent.dashboard);
      if (isConversationOpen(window.location, document.visibilityState, message.from_user_id)) {
        return;
      }
      toast.info(fr.newMessage, { toastId: `message-${message.id}` });
    };

    // Her own claims and withdrawals refresh her missions where she made them: here only the
    // open list, on every phone, whatever the change.
    const onMissionChanged = () => {
      refresh(staleOnEvent.openMissions);
      if (professional) void refreshOfflineCollection('open');
    };

    const onConnected = (reconnected: boolean) => {
      void replayOutboxAfterReconnect();
      if (!reconnected) return;
      // Events sent while the socket was down are lost: ask again for what they would have said.
      refresh(staleOnEvent.notifications);
      refresh(staleOnEvent.conversations);
      refresh(staleOnEvent.exchanges);
      refresh(staleOnEvent.dashboard);
      refresh(staleOnEvent.openMissions);
      refresh(staleOnEvent.teams);
      if (professional) {
        void refreshOfflineCollection('open');
        // A delta (GET /sync/missions?since=): cheap, so every reconnection asks.
        void refreshOfflineCollection('missions');
        refresh(staleOnEvent.account);
      } else refresh(staleOnEvent.missions);
    };

    const close = connectRealtime({
      userId,
      getToken: readToken,
      handlers: { onNotification, onNewMessage, onMissionChanged, onConnected },
    });
    // Sign-out disconnects at once (docs/product-rules.md §1), before the cleared cache could be refilled by an
    // event; unmounting the layout afterwards finds nothing left to close.
    const unregister = registerOnLogout(() => disconnectRealtime());
    // Back to the app (phone unlocked, tab shown): her missions by delta, so a change made while
    // the screen was off shows without waiting for an event.
    const onVisible = () => {
      if (professional && document.visibilityState === 'visible' && navigator.onLine) {
        void refreshOfflineCollection('missions');
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      unregister();
      close();
    };
  }, [queryClient, userId, role]);

  return null;
}
