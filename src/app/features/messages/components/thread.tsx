import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Conversation, ConversationUser } from '../../../../contract/messages.ts';
import { fr as offlineFr } from '../../../offline/fr.ts';
import { useOutboxMessages, useSendThroughOutbox } from '../../../offline/use-message-outbox.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { roleLabels } from '../../../ui/fr.ts';
import { userDisplayName } from '../../../ui/user-name.ts';
import { useMarkConversationRead } from '../api/mark-conversation-read.ts';
import { formatClock, formatDayHeading } from '../format.ts';
import { fr } from '../fr.ts';
import { usePageVisible } from '../hooks/use-page-visible.ts';
import { threadItems } from '../thread-items.ts';
import { SendBox } from './send-box.tsx';

/** Within this many pixels of the bottom, the thread follows new messages. */
const FOLLOW_SLACK_PX = 48;

/**
 * The open conversation (docs/product-rules.md §6): at most 600 px high, scrolling, newest at the bottom, own
 * messages on the right, hh:mm under each; the send box below. Seeing it marks it read.
 */
export function Thread({
  myId,
  other,
  conversation,
  now,
  focusOnOpen,
}: {
  myId: string;
  other: Pick<
    ConversationUser,
    'id' | 'role' | 'name' | 'first_name' | 'last_name' | 'profile_photo'
  >;
  /** Undefined for someone picked in « Nouvelle conversation » not written to yet. */
  conversation: Conversation | undefined;
  now: number;
  /** On a phone the thread replaces the list: focus moves to it, not to the void. */
  focusOnOpen: boolean;
}) {
  const name = userDisplayName(other);
  const served = conversation?.messages;
  // Written on this device and not yet stored by the server (« En attente d'envoi »), or refused.
  const outbox = useOutboxMessages(other.id);
  const { dismiss } = useSendThroughOutbox();
  const servedIds = new Set(served?.map((m) => m.client_message_id).filter(Boolean));
  const waiting = outbox.filter((m) => !servedIds.has(m.client_message_id));
  const messages = served;
  const log = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  const heading = useRef<HTMLHeadingElement>(null);

  // Only when it opens (the component is keyed by the other person), not at each re-render.
  const focusAtFirst = useRef(focusOnOpen);
  useEffect(() => {
    if (focusAtFirst.current) heading.current?.focus();
  }, []);

  // docs/product-rules.md §6: opening a conversation marks it read; a message arriving while it is open
  // and in front of the person is read too. Not while the page is hidden.
  const visible = usePageVisible();
  const { mutate: markRead } = useMarkConversationRead();
  const unread = conversation?.unread_count ?? 0;
  const lastId = messages?.at(-1)?.id;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (unread === 0 || !visible) return;
    const key = `${other.id}:${lastId ?? ''}`;
    if (asked.current === key) return;
    asked.current = key;
    markRead(other.id, {
      onError: () => {
        asked.current = null;
      },
    });
  }, [unread, visible, other.id, lastId, markRead]);

  // Newest at the bottom: open at the end, and follow new messages unless the person scrolled
  // up to read older ones (their own message always brings them back down).
  const lastOwn = waiting.length > 0 || messages?.at(-1)?.from_user_id === myId;
  const lastWaiting = waiting.at(-1)?.client_message_id;
  useLayoutEffect(() => {
    const element = log.current;
    if (element && (following.current || lastOwn)) element.scrollTop = element.scrollHeight;
  }, [lastId, lastOwn, lastWaiting]);

  function onScroll() {
    const element = log.current;
    if (!element) return;
    following.current =
      element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK_PX;
  }

  return (
    <div className="thread">
      <div className="thread__header">
        <Link to="/messages" className="button button--ghost thread__back">
          <span aria-hidden="true">←</span> <span className="thread__back-text">{fr.back}</span>
        </Link>
        <div className="thread__who">
          <Avatar name={name} photo={other.profile_photo} />
          <div>
            <h2 ref={heading} className="thread__name" tabIndex={-1}>
              {name}
            </h2>
            <p className="thread__role">{roleLabels[other.role]}</p>
          </div>
        </div>
      </div>
      {(messages && messages.length > 0) || waiting.length > 0 ? (
        <div
          ref={log}
          className="thread__log"
          role="log"
          aria-label={fr.threadLabel(name)}
          // Scrollable: reachable with the keyboard to scroll back.
          tabIndex={0}
          onScroll={onScroll}
        >
          <ol className="thread__list">
            {threadItems(messages ?? [], myId).map((item) =>
              item.kind === 'day' ? (
                <li key={item.key} className="thread__day">
                  {formatDayHeading(item.firstIso, now, fr)}
                </li>
              ) : (
                <li key={item.key} className={item.own ? 'bubble bubble--own' : 'bubble'}>
                  <span className="visually-hidden">{item.own ? fr.you : name} : </span>
                  <span className="bubble__text">{item.message.content}</span>
                  <time className="bubble__time" dateTime={item.message.timestamp}>
                    {formatClock(item.message.timestamp)}
                  </time>
                </li>
              ),
            )}
            {waiting.map((message) => (
              <li
                key={message.client_message_id}
                className={
                  message.status === 'rejected'
                    ? 'bubble bubble--own bubble--rejected'
                    : 'bubble bubble--own bubble--waiting'
                }
              >
                <span className="visually-hidden">{fr.you} : </span>
                <span className="bubble__text">{message.content}</span>
                {message.status === 'rejected' ? (
                  <span className="bubble__state bubble__state--rejected">
                    {offlineFr.messageRejected(
                      message.detail ?? offlineFr.messageRejectedWithoutDetail,
                    )}{' '}
                    <button
                      type="button"
                      className="button button--ghost bubble__dismiss"
                      onClick={() => void dismiss(message.client_message_id)}
                    >
                      {fr.dismissRejected}
                    </button>
                  </span>
                ) : (
                  <span className="bubble__state">{offlineFr.pendingSend}</span>
                )}
              </li>
            ))}
          </ol>
        </div>
      ) : (
        <p className="thread__empty">{fr.emptyThread}</p>
      )}
      <SendBox key={other.id} toUserId={other.id} />
    </div>
  );
}
