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
            <li key={p.id} className="card pool__item">
              <div className="pool__who">
                <p className="pool__name">{nameOf(p)}</p>
                <p className="pool__meta">
                  {roleLabels[p.role]} · {fr.since(formatInstantDate(p.since))}
                </p>
                <p className="pool__rating">
                  {p.rating ? fr.rating(p.rating.average, p.rating.count) : fr.notRated}
                </p>
              </div>
              <div className="pool__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(p.id, {
                      onSuccess: () => toast.success(fr.removed(nameOf(p))),
                      onError: (error) => toast.error(errorMessage(error, fr.removeFailed)),
                    })
                  }
                >
                  {fr.remove}
                  <span className="visually-hidden"> — {nameOf(p)}</span>
                </button>
                <SetAsideButton institutionId={institutionId} userId={p.id} who={nameOf(p)} />
              </div>
            </li>
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
            <li key={p.id} className="card pool__item">
              <div className="pool__who">
                <p className="pool__name">{nameOf(p)}</p>
                <p className="pool__meta">
                  {roleLabels[p.role]} · {fr.since(formatInstantDate(p.since))}
                </p>
                <p className="pool__reason">
                  <span className="pool__reason-label">{fr.reason}&#x202F;:</span> {p.reason}
                </p>
              </div>
              <button
                type="button"
                className="button button--ghost"
                disabled={unblock.isPending}
                onClick={() =>
                  unblock.mutate(p.id, {
                    onSuccess: () => toast.success(fr.unblocked(nameOf(p))),
                    onError: (error) => toast.error(errorMessage(error, fr.unblockFailed)),
                  })
                }
              >
                {fr.unblock}
                <span className="visually-hidden"> — {nameOf(p)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}
