import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { Spinner } from '../../../ui/spinner.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useClearReadNotifications } from '../api/clear-read.ts';
import { notificationsQueryOptions } from '../api/get-notifications.ts';
import { useMarkNotificationRead } from '../api/mark-read.ts';
import { fr } from '../fr.ts';
import '../notifications.css';
import { NotificationCard } from './notification-card.tsx';

/**
 * /notifications (spec §2): the user's notifications, newest first, each marked read on
 * demand; the read ones can be cleared. `pushOptIn` is the « sur cet appareil » card.
 */
export function NotificationsScreen({ pushOptIn }: { pushOptIn?: ReactNode }) {
  usePageTitle(fr.title);
  const notifications = useQuery(notificationsQueryOptions());
  const markRead = useMarkNotificationRead();
  const clearRead = useClearReadNotifications();

  const { error } = notifications;
  useEffect(() => {
    if (error) toast.error(fr.loadFailed, { toastId: 'notifications-load-error' });
  }, [error]);

  function onMarkRead(id: string) {
    markRead.mutate(id, { onError: () => toast.error(fr.updateFailed) });
  }

  function onClearRead() {
    clearRead.mutate(undefined, {
      onSuccess: () => toast.success(fr.cleared),
      onError: () => toast.error(fr.clearFailed),
    });
  }

  const list = notifications.data;
  const hasRead = list?.some((n) => n.read_status) ?? false;

  return (
    <section className="page" aria-labelledby="page-title">
      <div className="notifications__header">
        <div>
          <h1 id="page-title" className="page__title">
            {fr.title}
          </h1>
          <p className="page__subtitle">{fr.subtitle}</p>
        </div>
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
      </div>
      {pushOptIn}
      {notifications.isPending ? <Spinner /> : null}
      {notifications.isError ? <p className="inline-error">{fr.loadFailed}</p> : null}
      {list && list.length === 0 ? <p className="empty-text">{fr.empty}</p> : null}
      {list && list.length > 0 ? (
        <ul className="notification-list" aria-label={fr.listLabel}>
          {list.map((notification) => (
            <NotificationCard
              key={notification.id}
              notification={notification}
              busy={markRead.isPending && markRead.variables === notification.id}
              onMarkRead={() => onMarkRead(notification.id)}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
