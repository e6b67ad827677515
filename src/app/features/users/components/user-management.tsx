import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { isApiError } from '../../../api/client.ts';
import { apiQuery } from '../../../api/queries.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useDecideUser, type UserDecision } from '../api/decide-user.ts';
import { fr } from '../fr.ts';
import { pendingFirst } from '../sort-users.ts';
import { UserCard } from './user-card.tsx';

function loadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return fr.sessionExpired;
  if (isApiError(error) && error.status === 403) return fr.forbidden;
  return fr.loadFailed;
}

/**
 * The admin's list of accounts, pending first, with « Approuver » / « Rejeter » on pending ones.
 * `onSessionExpired` signs out: the spec logs out on a 401.
 */
export function UserManagement({ onSessionExpired }: { onSessionExpired: () => void }) {
  usePageTitle(fr.title);
  const users = useQuery({ ...apiQuery('listUsers'), select: pendingFirst });
  const decide = useDecideUser();

  const { error } = users;
  useEffect(() => {
    if (!error) return;
    // A toast id keeps one toast per failure even when the effect runs twice (StrictMode).
    // The 401 toast shares its id with the session's own, so the message shows once.
    const expired = isApiError(error) && error.status === 401;
    toast.error(loadErrorMessage(error), {
      toastId: expired ? 'session-expired' : 'users-load-error',
    });
    if (isApiError(error) && error.status === 401) onSessionExpired();
  }, [error, onSessionExpired]);

  function onDecide(id: string, decision: UserDecision) {
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => toast.success(decision === 'approve' ? fr.approved : fr.rejected),
        onError: () => toast.error(decision === 'approve' ? fr.approveFailed : fr.rejectFailed),
      },
    );
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={fr.subtitle} />
      <ListStates query={users} failedText={loadErrorMessage(users.error)} emptyText={fr.empty}>
        {(list) => (
          <ul className="card-list">
            {list.map((user) => (
              <UserCard
                key={user.id}
                user={user}
                busy={decide.isPending && decide.variables.id === user.id}
                onDecide={(decision) => onDecide(user.id, decision)}
              />
            ))}
          </ul>
        )}
      </ListStates>
    </section>
  );
}
