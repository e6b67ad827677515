import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Notification } from '../../../../contract/notifications.ts';
import type { NotificationGroup } from '../../../../domain/notifications/group.ts';
import { Badge } from '../../../ui/badge.tsx';
import { zonedDateTimeFormat } from '../../../ui/time-zone.ts';
import { fr, typeLabels } from '../fr.ts';
import { inAppPath } from '../in-app-path.ts';

const wallTime = zonedDateTimeFormat('fr-FR', { timeStyle: 'short' });
const longDateTime = zonedDateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

function When({ iso }: { iso: string }) {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return <time>{iso}</time>;
  return (
    <time dateTime={iso} title={longDateTime.format(instant)}>
      <span className="visually-hidden">{fr.receivedAt} </span>
      {wallTime.format(instant)}
    </time>
  );
}

/**
 * One compact row: a notification alone, or a mission's notifications of one day (docs/decisions.md
 * « Notifications grouped »): the newest message, when, the type badge, « Non lu » (or « 3 non
 * lus »), « + 4 autres » to unfold the others, and one « Marquer comme lu » for the whole row.
 * The message leads to the screen it concerns (the whole row is the target) and counts as read.
 */
export function NotificationGroupRow({
  group,
  busy,
  onMarkRead,
}: {
  group: NotificationGroup<Notification>;
  busy: boolean;
  onMarkRead: (ids: readonly string[]) => void;
}) {
  const messageId = useId();
  const othersId = useId();
  const [open, setOpen] = useState(false);
  const { latest, others, unreadIds } = group;
  const unread = unreadIds.length > 0;
  const path = inAppPath(latest.link);
  return (
    <li className={unread ? 'notification-row notification-row--unread' : 'notification-row'}>
      <div className="notification-row__meta">
        <Badge tone="info">{typeLabels[latest.type]}</Badge>
        {unread ? <Badge tone="warning">{fr.unreadCount(unreadIds.length)}</Badge> : null}
        <span className="notification-row__time">
          <When iso={latest.timestamp} />
        </span>
      </div>
      <p id={messageId} className="notification-row__message">
        {path ? (
          <Link
            to={path}
            className="notification-row__link"
            onClick={() => {
              if (unread) onMarkRead(unreadIds);
            }}
          >
            {latest.message}
          </Link>
        ) : (
          latest.message
        )}
      </p>
      {others.length > 0 || unread ? (
        <div className="notification-row__actions">
          {others.length > 0 ? (
            <button
              type="button"
              className="button button--ghost"
              aria-expanded={open}
              aria-controls={othersId}
              onClick={() => setOpen((was) => !was)}
            >
              {open ? fr.less : fr.more(others.length)}
            </button>
          ) : null}
          {unread ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              aria-describedby={messageId}
              aria-label={unreadIds.length > 1 ? fr.markGroupRead(unreadIds.length) : undefined}
              onClick={() => onMarkRead(unreadIds)}
            >
              {fr.markRead}
            </button>
          ) : null}
        </div>
      ) : null}
      {others.length > 0 ? (
        <ul id={othersId} className="notification-row__others" hidden={!open}>
          {others.map((n) => (
            <li
              key={n.id}
              className={
                n.read_status ? 'notification-row__other' : 'notification-row__other is-unread'
              }
            >
              <span className="notification-row__time">
                <When iso={n.timestamp} />
              </span>
              <span className="notification-row__other-message">
                {n.message}
                {n.read_status ? null : <span className="visually-hidden"> ({fr.unread})</span>}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
