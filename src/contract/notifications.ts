import { z } from './z.ts';

export const NotificationType = z.enum([
  'approval',
  'rejection',
  'message',
  'schedule',
  'exchange',
  'payslip',
  'mission',
]);
export type NotificationType = z.infer<typeof NotificationType>;

export const Notification = z.object({
  id: z.string(),
  type: NotificationType,
  message: z.string(),
  read_status: z.boolean(),
  timestamp: z.string(),
  /** In-app path the notification concerns. */
  link: z.string().nullable(),
  /** The mission it concerns (read from `link`'s `?mission=`), so the screen groups by mission. */
  mission_id: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;
export const NotificationList = z.array(Notification);

/** For the bell. */
export const UnreadCount = z.object({ count: z.number().int() });
export const ClearNotificationsResponse = z.object({
  message: z.string(),
  deleted: z.number().int(),
});
/** `PUT /notifications/read-all`: how many became read. */
export const MarkAllReadResponse = z.object({ updated: z.number().int() });
