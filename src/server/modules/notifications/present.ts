import { missionIdOfLink } from '../../../domain/notifications/group.ts';
import type { Notification } from '../../../contract/notifications.ts';
import type { NotificationRow } from './repo.ts';

export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    message: row.message,
    read_status: row.readStatus,
    timestamp: row.createdAt.toISOString(),
    link: row.link,
    mission_id: missionIdOfLink(row.link),
  };
}
