import type { ChatMessage } from '../../../contract/messages.ts';
import { dayOf } from './format.ts';

export type ThreadItem =
  | { kind: 'day'; key: string; firstIso: string }
  | { kind: 'message'; key: string; message: ChatMessage; own: boolean };

/** The thread's lines, oldest first, with a day separator before each new local day. */
export function threadItems(messages: readonly ChatMessage[], myId: string): ThreadItem[] {
  const items: ThreadItem[] = [];
  let currentDay: string | null = null;
  for (const message of messages) {
    const day = dayOf(message.timestamp);
    if (day !== currentDay) {
      items.push({ kind: 'day', key: `day-${day}`, firstIso: message.timestamp });
      currentDay = day;
    }
    items.push({
      kind: 'message',
      key: message.id,
      message,
      own: message.from_user_id === myId,
    });
  }
  return items;
}
