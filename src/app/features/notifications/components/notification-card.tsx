import { useId } from 'react';
import { Link } from 'react-router';
import type { Notification } from '../../../../contract/notifications.ts';
import { Badge } from '../../../ui/badge.tsx';
import { formatInstantDateTime } from '../../../ui/format.ts';
import { fr, typeLabels } from '../fr.ts';
import { inAppPath } from '../in-app-path.ts';

/**
 * One notification: type, « Non lu », the message, when it came, « Marquer comme lu ». When it
 * concerns a screen, the whole card leads there (and counts as read).
 */
export function NotificationCard({
  notification,
  busy,
  onMarkRead,
}: {
  notification: Notification;
  busy: boolean;
  onMarkRead: () => void;
}) {
  const messageId = useId();
  const unread = !notification.read_status;
  const path = inAppPath(notification.link);
  return (
    <li
      className={
        unread ? 'card notification-card notification-card--unread' : 'card notification-card'
      }
    >
      <div className="notification-card__badges">
        <Badge tone="info">{typeLabels[notification.type]}</Badge>
        {unread ? <Badge tone="warning">{fr.unread}</Badge> : null}
      </div>
      <p id={messageId} className="notification-card__message">
        {path ? (
          <Link
            to={path}
            className="notification-card__link"
            onClick={() => {
              if (unread) onMarkRead();
            }}
          >
            {notification.message}
          </Link>
        ) : (
          notification.message
        )}
      </p>
      <p className="notification-card__time">
        <span className="visually-hidden">{fr.receivedAt} </span>
        <time dateTime={notification.timestamp}>
          {formatInstantDateTime(notification.timestamp)}
        </time>
      </p>
      {unread ? (
        <div className="notification-card__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            aria-describedby={messageId}
            onClick={onMarkRead}
          >
            {fr.markRead}
          </button>
        </div>
      ) : null}
    </li>
  );
}
