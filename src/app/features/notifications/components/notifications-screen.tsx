import { useId, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Notification } from '../../../../contract/notifications.ts';
import {
  groupNotifications,
  type NotificationDay,
} from '../../../../domain/notifications/group.ts';
import { toast } from 'react-toastify/unstyled';
import { refusalOf } from '../../../offline/query-offline.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useClearReadNotifications } from '../api/clear-read.ts';
import { notificationsQueryOptions } from '../api/get-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-all-read.ts';
import { useMarkNotificationsRead } from '../api/mark-read.ts';
import { fr } from '../fr.ts';
import '../notifications.css';
import { capitalised } from '../../../ui/format.ts';
import { appTimeZone } from '../../../ui/time-zone.ts';
import { NotificationGroupRow } from './notification-group-row.tsx';

const dayDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** « Aujourd’hui », « Hier », else « Mercredi 25 novembre 2026 » (a local date, read in UTC). */
function dayHeading(day: NotificationDay<Notification>): string {
  if (day.daysAgo === 0) return fr.today;
  if (day.daysAgo === 1) return fr.yesterday;
  const [y = NaN, m = NaN, d = NaN] = day.date.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  return Number.isNaN(date.getTime()) ? day.date : capitalised(dayDate.format(date));
}

/**
 * /notifications (docs/product-rules.md §6): the user's notifications, newest first, by local day
 * (« Aujourd’hui », « Hier », a date) and, within a day, one row per mission; marked read on
 * demand; the read ones can be cleared. `pushOptIn` is the « sur cet appareil » card.
 */
export function NotificationsScreen({ pushOptIn }: { pushOptIn?: ReactNode }) {
  usePageTitle(fr.title);
  const notifications = useQuery(notificationsQueryOptions());
  const markRead = useMarkNotificationsRead();
  const clearRead = useClearReadNotifications();
  const markAllRead = useMarkAllNotificationsRead();

  useErrorToast(refusalOf(notifications.error), fr.loadFailed, 'notifications-load-error');

  function onMarkRead(ids: readonly string[]) {
    markRead.mutate(ids, { onError: () => toast.error(fr.updateFailed) });
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
          <GroupedNotifications
            list={list}
            busyIds={markRead.isPending ? (markRead.variables ?? []) : []}
            onMarkRead={onMarkRead}
          />
        )}
      </ListStates>
    </section>
  );
}

/** The days, each a heading and its list of rows (one per mission, or a lone notification). */
function GroupedNotifications({
  list,
  busyIds,
  onMarkRead,
}: {
  list: readonly Notification[];
  busyIds: readonly string[];
  onMarkRead: (ids: readonly string[]) => void;
}) {
  const baseId = useId();
  // The day the list is read on: grouping again when the list changes is enough.
  const days = useMemo(() => groupNotifications(list, Date.now(), appTimeZone()), [list]);
  return (
    <div className="notification-days" role="group" aria-label={fr.listLabel}>
      {days.map((day) => {
        const headingId = `${baseId}-${day.date}`;
        return (
          <section key={day.date} className="notification-day" aria-labelledby={headingId}>
            <h2 id={headingId} className="notification-day__heading">
              {dayHeading(day)}
            </h2>
            <ul className="notification-rows" aria-labelledby={headingId}>
              {day.groups.map((group) => (
                <NotificationGroupRow
                  key={group.key}
                  group={group}
                  busy={group.unreadIds.some((id) => busyIds.includes(id))}
                  onMarkRead={onMarkRead}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
