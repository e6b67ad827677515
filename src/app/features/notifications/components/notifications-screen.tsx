import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { refusalOf } from '../../../offline/query-offline.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useClearReadNotifications } from '../api/clear-read.ts';
import { notificationsQueryOptions } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-read.ts';
import { useMarkNotificationRead } from '../api/mark-read.ts';
import { fr } from '../fr.ts';
import '../notifications.css';
import { NotificationCard } from './notification-card.tsx';

/**
 * /notifications (docs/product-rules.md §6): the user's notifications, newest first, each marked read on
 * demand; the read ones can be cleared. `pushOptIn` is the « sur cet appareil » card.
 */
export function NotificationsScreen({ pushOptIn }: { pushOptIn?: ReactNode }) {
  usePageTitle(fr.title);
  const notifications = useQuery(notificationsQueryOptions());
  const markRead = useMarkNotificationRead();
  const clearRead = useClearReadNotifications();
  const markAllRead = useMarkAllNotificationsRead();

  useErrorToast(refusalOf(notifications.error), fr.loadFailed, 'notifications-load-error');

  function onMarkRead(id: string) {
    markRead.mutate(id, { onError: () => toast.error(fr.updateFailed) });
  }

  function onClearRead() {
    clearRead.mutate(undefined, {
      onSuccess: () => toast.success(fr.cleared),
      onError: () => toast.error(fr.clearFailed),
    });
  }

  function onMarkAllRead() {
    markAllRead.mutate(undefined, { onError: () => toast.error(fr.updateFailed) });
  }

  const hasRead = notifications.data?.some((n) => n.read_status) ?? false;
  const hasUnread = notifications.data?.some((n) => !n.read_status) ?? false;

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader
        title={fr.title}
        subtitle={fr.subtitle}
        actions={
          hasRead || hasUnread ? (
            <>
              {hasUnread ? (
                <button
                  type="button"
                  className="button"
                  disabled={markAllRead.isPending}
                  onClick={onMarkAllRead}
                >
                  {fr.markAllRead}
                </button>
              ) : null}
              {hasRead ? (
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={clearRead.isPending}
                  onClick={onClearRead}
                >
                  {fr.clearRead}
                </button>
              ) : null}
            </>
          ) : null
        }
      />
      {pushOptIn}
      <ListStates query={notifications} failedText={fr.loadFailed} emptyText={fr.empty}>
        {(list) => (
          <ul className="card-list" aria-label={fr.listLabel}>
            {list.map((notification) => (
              <NotificationCard
                key={notification.id}
                notification={notification}
                busy={markRead.isPending && markRead.variables === notification.id}
                onMarkRead={() => onMarkRead(notification.id)}
              />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
