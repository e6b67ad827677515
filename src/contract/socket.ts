import { ChatMessage } from './messages.ts';
import { MissionStatus } from './missions.ts';
import { Notification } from './notifications.ts';
import { z } from './z.ts';

/** socket.io's default path, on the same host as the API. */
export const SOCKET_PATH = '/socket.io';

/**
 * Sent by the client after connecting. The server only ever joins the caller's own room,
 * whatever `user_id` names: the field is kept for the original client's sake.
 */
export const JoinPayload = z.object({ user_id: z.string().optional() }).optional();
export type JoinPayload = z.infer<typeof JoinPayload>;

/** `notification`: a notification just stored for the user. */
export const NotificationEvent = Notification;
/** `new_message`: a message just sent to the user. */
export const NewMessageEvent = ChatMessage;

/**
 * `mission_changed` (to every signed-in professional): an open mission was published,
 * claimed, withdrawn, cancelled or assigned; « Missions disponibles » asks again.
 */
export const MissionChangedEvent = z.object({ id: z.string(), status: MissionStatus });
export type MissionChangedEvent = z.infer<typeof MissionChangedEvent>;

export interface ServerToClientEvents {
  notification: (payload: z.infer<typeof NotificationEvent>) => void;
  new_message: (payload: z.infer<typeof NewMessageEvent>) => void;
  mission_changed: (payload: MissionChangedEvent) => void;
}

export interface ClientToServerEvents {
  join: (payload: JoinPayload, ack?: (answer: { joined: boolean }) => void) => void;
}
