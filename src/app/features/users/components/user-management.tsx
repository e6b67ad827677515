import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ROLES } from '../../../../contract/route-table.ts';
import type { Role, UserStatus } from '../../../../contract/common.ts';
import type { UserSort } from '../../../../contract/users.ts';
import { toast } from 'react-toastify/unstyled';
import { isApiError } from '../../../api/client.ts';
import { pagedQuery } from '../../../api/paged.ts';
import { useOnline } from '../../../offline/use-online.ts';
import { ListFilters, ListMore, useDebounced } from '../../../ui/list-controls.tsx';
import { ListStates } from '../../../ui/list-states.tsx';
import { SelectField, type SelectOption } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { TapGuardZone } from '../../../ui/guarded-button.tsx';
import { deferWithUndo } from '../../../ui/undo-toast.tsx';
import { userDisplayName } from '../../../ui/user-name.ts';
import type { User } from '../../../../contract/auth.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';
import { useDecideUser, type UserDecision } from '../api/decide-user.ts';
import { fr, roleLabels, statusLabels } from '../fr.ts';
import { pendingFirst } from '../sort-users.ts';
import {
  USER_STATUSES,
  userListFromParams,
  userListToParams,
  type UserListState,
} from '../user-list-params.ts';
import { UserCard } from './user-card.tsx';
import { UsersDenseTable } from './users-dense-table.tsx';

function loadErrorMessage(error: unknown): string {
  if (isApiError(error) && error.status === 401) return fr.sessionExpired;
  if (isApiError(error) && error.status === 403) return fr.forbidden;
  return fr.loadFailed;
}

const roleOptions: SelectOption[] = [
  { value: '', label: fr.filters.anyRole },
  ...ROLES.map((role) => ({ value: role, label: roleLabels[role] })),
];
const statusOptions: SelectOption[] = [
  { value: '', label: fr.filters.anyStatus },
  ...USER_STATUSES.map((status) => ({ value: status, label: statusLabels[status] })),
];

/**
 * The admin's list of accounts, pending first unless the address says otherwise, searched and
 * filtered by role and status, the first 50 then « Voir plus » (docs/product-rules.md §14), with
 * « Approuver » / « Rejeter » on pending ones: a dense sortable table from 1300 px, cards below.
 * Search, filters and order are kept in the address. `onSessionExpired` signs out: the spec
 * logs out on a 401.
 */
export function UserManagement({ onSessionExpired }: { onSessionExpired: () => void }) {
  usePageTitle(fr.title);
  // Held here (typing stays instant) and copied into the address, replacing its entry: a
  // reload or the back button shows the same list.
  const [params, setParams] = useSearchParams();
  const [list, setList] = useState(() => userListFromParams(params));
  const { q: text, role, status, sort } = list;
  const written = userListToParams(list).toString();
  useEffect(() => {
    if (written !== params.toString()) setParams(new URLSearchParams(written), { replace: true });
  }, [written, params, setParams]);
  const change = (next: Partial<UserListState>) => setList((current) => ({ ...current, ...next }));
  const setText = (q: string) => change({ q });
  const setRole = (next: Role | '') => change({ role: next });
  const setStatus = (next: UserStatus | '') => change({ status: next });
  const setSort = (next: UserSort) => change({ sort: next });
  const dense = useMediaQuery('(min-width: 1300px)');
  const search = useDebounced(text).trim().slice(0, 100);
  const pages = useInfiniteQuery({
    ...pagedQuery('listUsers', {
      q: search || undefined,
      role: role || undefined,
      status: status || undefined,
      sort: sort === 'pending' ? undefined : sort,
    }),
    placeholderData: keepPreviousData,
  });
  // The server's order, page after page; pending first again once a decision reloads the list.
  const sorted = useMemo(
    () => (pages.data && sort === 'pending' ? pendingFirst(pages.data) : pages.data),
    [pages.data, sort],
  );
  const users = { ...pages, data: sorted };
  const online = useOnline();
  const filtered = text.trim() !== '' || role !== '' || status !== '';
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

  // Decisions waiting for « Annuler » (5 s): their card's buttons stay inactive meanwhile.
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(() => new Set());
  const setWaitingFor = (id: string, on: boolean) =>
    setWaiting((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  // The accounts whose « Détails » are open in the table, kept across a resize.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const isBusy = (user: User) =>
    waiting.has(user.id) || (decide.isPending && decide.variables.id === user.id);

  function onDecide(user: User, decision: UserDecision) {
    const name = userDisplayName(user);
    setWaitingFor(user.id, true);
    deferWithUndo({
      id: `decide-${user.id}`,
      text: decision === 'approve' ? fr.approving(name) : fr.rejecting(name),
      onCancel: () => setWaitingFor(user.id, false),
      run: () => send(user.id, decision),
    });
  }

  function send(id: string, decision: UserDecision) {
    decide.mutate(
      { id, decision },
      {
        onSuccess: () => toast.success(decision === 'approve' ? fr.approved : fr.rejected),
        onError: () => toast.error(decision === 'approve' ? fr.approveFailed : fr.rejectFailed),
        onSettled: () => setWaitingFor(id, false),
      },
    );
  }

  return (
    <section className="page" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={fr.subtitle} />
      <ListFilters label={fr.filters.label}>
        <TextField
          wide
          type="search"
          label={fr.filters.search}
          hint={fr.filters.searchHint}
          value={text}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label={fr.filters.role}
          options={roleOptions}
          value={role}
          onChange={(event) => setRole(event.target.value as Role | '')}
        />
        <SelectField
          label={fr.filters.status}
          options={statusOptions}
          value={status}
          onChange={(event) => setStatus(event.target.value as UserStatus | '')}
        />
        {filtered ? (
          <button
            type="button"
            className="button button--ghost list-filters__reset"
            onClick={() => change({ q: '', role: '', status: '' })}
          >
            {fr.filters.reset}
          </button>
        ) : null}
      </ListFilters>
      <ListStates
        query={users}
        failedText={loadErrorMessage(users.error)}
        emptyText={filtered ? fr.filters.noMatch : fr.empty}
      >
        {(shown) => (
          <>
            <TapGuardZone layout={shown.map((u) => `${u.id}:${u.status}`).join('|')}>
              {dense ? (
                <UsersDenseTable
                  users={shown}
                  sort={sort}
                  onSort={setSort}
                  isBusy={isBusy}
                  onDecide={onDecide}
                  expanded={expanded}
                  onToggle={toggleExpanded}
                />
              ) : (
                <ul className="card-list">
                  {shown.map((user) => (
                    <UserCard
                      key={user.id}
                      user={user}
                      busy={isBusy(user)}
                      onDecide={(decision) => onDecide(user, decision)}
                    />
                  ))}
                </ul>
              )}
            </TapGuardZone>
            <ListMore countText={fr.shownCount(shown.length)} pages={pages} offline={!online} />
          </>
        )}
      </ListStates>
    </section>
  );
}
