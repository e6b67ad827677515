import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '../../../../contract/messages.ts';
import { queryKey } from '../../../api/client.ts';
import { invalidateCalls } from '../../../api/queries.ts';
import { useOnMessageSent } from '../../../offline/use-message-outbox.ts';
import { useSearchParams } from 'react-router';
import { refusalOf } from '../../../offline/query-offline.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { directoryQueryOptions } from '../api/get-directory.ts';
import { conversationsQueryOptions } from '../api/get-conversations.ts';
import { fr } from '../fr.ts';
import { useFillViewport } from '../hooks/use-fill-viewport.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import '../messages.css';
import { ConversationList } from './conversation-list.tsx';
import { NewConversationDialog } from './new-conversation-dialog.tsx';
import { Thread } from './thread.tsx';

/**
 * The person whose thread is open lives in the address, `/messages?with=<user id>`: the phone's
 * back button returns to the list, and the real-time client knows which thread is on screen
 * (no « Nouveau message reçu » toast for a message one is watching arrive).
 */
const WITH = 'with';
/** Side by side from here; below, the list, then the thread with a back button. */
const TWO_PANES = '(min-width: 900px)';

/** /messages (docs/product-rules.md §6). */
export function MessagesScreen({ myId }: { myId: string }) {
  usePageTitle(fr.title);
  const [params, setParams] = useSearchParams();
  const withId = params.get(WITH);
  const twoPanes = useMediaQuery(TWO_PANES);
  const [picking, setPicking] = useState(false);

  const conversations = useQuery(conversationsQueryOptions());
  const list = conversations.data;
  const selected = list?.find((c) => c.other_user.id === withId);
  // Someone picked in « Nouvelle conversation » has no conversation yet: the directory names them.
  const directory = useQuery({
    ...directoryQueryOptions(),
    enabled: withId !== null && list !== undefined && selected === undefined,
  });
  const other =
    selected?.other_user ?? directory.data?.find((u) => u.id === withId && u.id !== myId);
  // Recomputed at each fetch: « Aujourd'hui » stays right without a clock in the render.
  const now = conversations.dataUpdatedAt;

  // A message of the outbox the server stored takes its place in the thread at once (it never
  // blinks out between leaving the outbox and the next list), then the list is asked again.
  const queryClient = useQueryClient();
  useOnMessageSent((message) => {
    queryClient.setQueryData<Conversation[]>(queryKey('conversations'), (old) =>
      old?.map((c) =>
        c.other_user.id === message.to_user_id && !c.messages.some((m) => m.id === message.id)
          ? { ...c, messages: [...c.messages, message] }
          : c,
      ),
    );
    void invalidateCalls(queryClient, ['conversations']);
  });

  useErrorToast(refusalOf(conversations.error), fr.loadFailed, 'messages-load-error');

  // docs/product-rules.md §6: the first conversation is selected by default (where both panes show).
  const firstId = list?.[0]?.other_user.id;
  useEffect(() => {
    if (twoPanes && withId === null && firstId !== undefined) {
      setParams({ [WITH]: firstId }, { replace: true });
    }
  }, [twoPanes, withId, firstId, setParams]);

  function onPick(userId: string) {
    setPicking(false);
    setParams({ [WITH]: userId });
  }

  // Back from a thread on a phone: focus returns to that conversation in the list.
  const listRef = useRef<HTMLElement>(null);
  const lastOpen = useRef(withId);
  useEffect(() => {
    const previous = lastOpen.current;
    lastOpen.current = withId;
    if (twoPanes || withId !== null || previous === null) return;
    const link = [...(listRef.current?.querySelectorAll<HTMLElement>('[data-user-id]') ?? [])].find(
      (element) => element.dataset.userId === previous,
    );
    link?.focus();
  }, [withId, twoPanes]);

  const threadOpen = withId !== null;
  // A phone's open thread fills the screen down to the keyboard or the tab bar.
  const threadRef = useRef<HTMLDivElement>(null);
  useFillViewport(threadRef, threadOpen && !twoPanes);
  const waitingForPerson =
    threadOpen && !other && (conversations.isPending || directory.isFetching);

  return (
    <section
      className={
        threadOpen ? 'page messages-page messages-page--thread-open' : 'page messages-page'
      }
      aria-labelledby="page-title"
    >
      <PageHeader
        title={fr.title}
        subtitle={fr.subtitle}
        actions={
          <button type="button" className="button" onClick={() => setPicking(true)}>
            {fr.newConversation}
          </button>
        }
      />
      <div className={threadOpen ? 'messages messages--thread-open' : 'messages'}>
        <section ref={listRef} className="card messages__list" aria-label={fr.conversationsLabel}>
          <ListStates
            query={conversations}
            failedText={fr.loadFailed}
            emptyText={fr.noConversation}
          >
            {(items) => (
              <ConversationList conversations={items} selectedId={withId} myId={myId} now={now} />
            )}
          </ListStates>
        </section>
        <div ref={threadRef} className="card messages__thread">
          {other ? (
            <Thread
              key={other.id}
              myId={myId}
              other={other}
              conversation={selected}
              now={now}
              focusOnOpen={!twoPanes}
            />
          ) : waitingForPerson ? (
            <Spinner />
          ) : (
            <p className="empty-text messages__placeholder">{fr.selectConversation}</p>
          )}
        </div>
      </div>
      <NewConversationDialog
        open={picking}
        myId={myId}
        onClose={() => setPicking(false)}
        onPick={onPick}
      />
    </section>
  );
}
