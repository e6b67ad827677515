import type { ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import type { BlockedMember, Favorite } from '../../../../contract/pool.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { institutionIdOf } from '../../../session/acting-for.ts';
import { roleLabels } from '../../../ui/fr.ts';
import { formatInstantDate } from '../../../ui/format.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SetAsideButton } from '../../../ui/set-aside.tsx';
import { useErrorToast } from '../../../ui/use-error-toast.ts';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { useBlockedList, useFavoriteList, useRemoveFavorite, useUnblock } from '../api/pool.ts';
import { fr } from '../fr.ts';
import '../pool.css';

const nameOf = (p: Pick<Favorite, 'first_name' | 'last_name'>) =>
  `${p.first_name} ${p.last_name}`.trim();

/**
 * /mes-soignants: the establishment's favourites (offered its missions first), with their
 * rating, and the professionals it set aside with its own reason. A favourite is set aside
 * from here (« Écarter »), anyone else from a completed mission's card.
 */
export function PoolScreen({ user }: { user: User }) {
  usePageTitle(fr.title);
  const institutionId = institutionIdOf(user) ?? user.id;
  return (
    <section className="page pool" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={fr.subtitle} />
      <h2 className="pool__heading">{fr.favoritesTitle}</h2>
      <FavoriteList institutionId={institutionId} />
      <h2 className="pool__heading">{fr.blockedTitle}</h2>
      <p className="pool__hint">{fr.blockedHint}</p>
      <BlockedList institutionId={institutionId} />
    </section>
  );
}

function FavoriteList({ institutionId }: { institutionId: string }) {
  const favorites = useFavoriteList(institutionId);
  const remove = useRemoveFavorite(institutionId);
  useErrorToast(favorites.error, fr.favoritesFailed, 'pool-favorites-error');
  return (
    <ListStates query={favorites} failedText={fr.favoritesFailed} emptyText={fr.favoritesEmpty}>
      {(list) => (
        <ul className="card-list pool__list" aria-label={fr.favoritesTitle}>
          {list.map((p) => (
            <PoolCard
              key={p.id}
              person={p}
              detail={
                <p className="pool__rating">
                  {p.rating ? fr.rating(p.rating.average, p.rating.count) : fr.notRated}
                </p>
              }
            >
              <div className="pool__actions">
                <PoolAction
                  label={fr.remove}
                  who={nameOf(p)}
                  pending={remove.isPending}
                  onClick={() =>
                    remove.mutate(p.id, toasts(fr.removed(nameOf(p)), fr.removeFailed))
                  }
                />
                <SetAsideButton institutionId={institutionId} userId={p.id} who={nameOf(p)} />
              </div>
            </PoolCard>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

function BlockedList({ institutionId }: { institutionId: string }) {
  const blocked = useBlockedList(institutionId);
  const unblock = useUnblock(institutionId);
  useErrorToast(blocked.error, fr.blockedFailed, 'pool-blocked-error');
  return (
    <ListStates query={blocked} failedText={fr.blockedFailed} emptyText={fr.blockedEmpty}>
      {(list: readonly BlockedMember[]) => (
        <ul className="card-list pool__list" aria-label={fr.blockedTitle}>
          {list.map((p) => (
            <PoolCard
              key={p.id}
              person={p}
              detail={
                <p className="pool__reason">
                  <span className="pool__reason-label">{fr.reason}&#x202F;:</span> {p.reason}
                </p>
              }
            >
              <PoolAction
                label={fr.unblock}
                who={nameOf(p)}
                pending={unblock.isPending}
                onClick={() =>
                  unblock.mutate(p.id, toasts(fr.unblocked(nameOf(p)), fr.unblockFailed))
                }
              />
            </PoolCard>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

/** The toasts of a decision on one person: what was done, or why it failed. */
const toasts = (done: string, failed: string) => ({
  onSuccess: () => toast.success(done),
  onError: (error: unknown) => toast.error(errorMessage(error, failed)),
});

/** One person of the pool: her name, her role and since when, `detail`, then her actions. */
function PoolCard({
  person,
  detail,
  children,
}: {
  person: Pick<Favorite, 'first_name' | 'last_name' | 'role' | 'since'>;
  detail: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="card pool__item">
      <div className="pool__who">
        <p className="pool__name">{nameOf(person)}</p>
        <p className="pool__meta">
          {roleLabels[person.role]} · {fr.since(formatInstantDate(person.since))}
        </p>
        {detail}
      </div>
      {children}
    </li>
  );
}

/** An action on one person, its accessible name saying whom it is about. */
function PoolAction({
  label,
  who,
  pending,
  onClick,
}: {
  label: string;
  who: string;
  pending: boolean;
  onClick: () => void;
}) {
  return (
    <button type="button" className="button button--ghost" disabled={pending} onClick={onClick}>
      {label}
      <span className="visually-hidden"> — {who}</span>
    </button>
  );
}
