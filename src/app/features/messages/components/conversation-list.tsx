import { Link } from 'react-router';
import type { Conversation } from '../../../../contract/messages.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { userDisplayName } from '../../../ui/user-name.ts';
import { formatListTime } from '../format.ts';
import { fr } from '../fr.ts';

/** docs/product-rules.md §6: each conversation with the other person's photo or initials, name, last message. */
export function ConversationList({
  conversations,
  selectedId,
  myId,
  now,
}: {
  conversations: readonly Conversation[];
  selectedId: string | null;
  myId: string;
  now: number;
}) {
  return (
    <ul className="conversation-list">
      {conversations.map((conversation) => {
        const other = conversation.other_user;
        const name = userDisplayName(other);
        const last = conversation.messages.at(-1);
        const selected = other.id === selectedId;
        return (
          <li key={conversation.conversation_id}>
            <Link
              to={`/messages?with=${encodeURIComponent(other.id)}`}
              className="conversation-list__item"
              aria-current={selected ? 'true' : undefined}
              data-user-id={other.id}
            >
              <Avatar name={name} photo={other.profile_photo} />
              <span className="conversation-list__text">
                <span className="conversation-list__top">
                  <span className="conversation-list__name">{name}</span>
                  {last ? (
                    <time className="conversation-list__time" dateTime={last.timestamp}>
                      {formatListTime(last.timestamp, now)}
                    </time>
                  ) : null}
                </span>
                <span className="conversation-list__last">
                  {last ? (
                    <>
                      {last.from_user_id === myId ? fr.youPrefix : null}
                      {last.content}
                    </>
                  ) : null}
                </span>
              </span>
              {conversation.unread_count > 0 ? (
                <span className="conversation-list__unread">
                  <span aria-hidden="true">{conversation.unread_count}</span>
                  <span className="visually-hidden">{fr.unread(conversation.unread_count)}</span>
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
