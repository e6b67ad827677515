import type { User } from '../../../../contract/auth.ts';
import type { UserSort } from '../../../../contract/users.ts';
import { Badge } from '../../../ui/badge.tsx';
import { formatInstantDate, formatInstantShortDate } from '../../../ui/format.ts';
import { SortHeader, TogglingSortHeader } from '../../../ui/sort-header.tsx';
import { userDisplayName } from '../../../ui/user-name.ts';
import type { UserDecision } from '../api/decide-user.ts';
import { fr, roleLabels, statusLabels } from '../fr.ts';
import { CredentialsPanel } from './credentials-panel.tsx';
import { ResetLink } from './reset-link.tsx';
import { DecisionButtons, statusTones } from './user-card.tsx';

/**
 * The accounts at desktop widths (issue 27): one row per account (name, role, e-mail, status,
 * registration, actions). « Nom », « Statut » and « Inscription » sort (the server's order, so
 * that « Voir plus » continues it); « Approuver » and « Rejeter » as on the card, and
 * « Détails » opens the card's reset link and credentials under the row.
 */
export function UsersDenseTable({
  users,
  sort,
  onSort,
  isBusy,
  onDecide,
  expanded,
  onToggle,
}: {
  users: readonly User[];
  sort: UserSort;
  onSort: (sort: UserSort) => void;
  isBusy: (user: User) => boolean;
  onDecide: (user: User, decision: UserDecision) => void;
  /** The accounts whose « Détails » are open (kept by the screen across a resize). */
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
}) {
  return (
    <div className="dense-table-wrap">
      <table className="dense-table card users-table" aria-label={fr.table.label}>
        <thead>
          <tr>
            <TogglingSortHeader
              label={fr.table.name}
              sort={sort}
              first="name"
              hints={{ first: fr.table.sortAz, other: fr.table.sortZa }}
              onSort={onSort}
            />
            <th scope="col">{fr.table.role}</th>
            <th scope="col">{fr.table.email}</th>
            <SortHeader
              label={fr.table.status}
              direction={sort === 'pending' ? 'ascending' : 'none'}
              hint={fr.table.sortPending}
              onSort={() => onSort('pending')}
            />
            <TogglingSortHeader
              label={fr.table.registered}
              sort={sort}
              first="-created_at"
              hints={{ first: fr.table.sortNewest, other: fr.table.sortOldest }}
              onSort={onSort}
            />
            <th scope="col">
              <span className="visually-hidden">{fr.table.actions}</span>
            </th>
          </tr>
        </thead>
        {users.map((user) => {
          const name = userDisplayName(user);
          const deleted = user.deleted_at !== null;
          const professional = user.role === 'nurse' || user.role === 'caregiver';
          const hasMore = !deleted && user.status !== 'rejected';
          const isOpen = expanded.has(user.id);
          const moreId = `user-${user.id}-more`;
          const nameId = `user-${user.id}-row`;
          const busy = isBusy(user);
          return (
            // One group per account: its row, and its details under it when open.
            <tbody key={user.id} aria-labelledby={nameId}>
              <tr className={`users-table__row--${deleted ? 'deleted' : user.status}`}>
                <th scope="row" id={nameId}>
                  {name}
                </th>
                <td>{roleLabels[user.role]}</td>
                <td className="users-table__email">
                  {deleted && user.deleted_at
                    ? fr.deletedOn(formatInstantDate(user.deleted_at))
                    : user.email}
                </td>
                <td>
                  {deleted ? (
                    <Badge tone="neutral">{fr.deleted}</Badge>
                  ) : (
                    <Badge tone={statusTones[user.status]}>{statusLabels[user.status]}</Badge>
                  )}
                </td>
                <td className="dense-table__nowrap">{formatInstantShortDate(user.created_at)}</td>
                <td className="dense-table__actions">
                  {!deleted && user.status === 'pending' ? (
                    <DecisionButtons
                      name={name}
                      busy={busy}
                      onDecide={(decision) => onDecide(user, decision)}
                    />
                  ) : null}
                  {hasMore ? (
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? moreId : undefined}
                      onClick={() => onToggle(user.id)}
                    >
                      {fr.table.more}
                      <span className="visually-hidden">
                        {professional ? fr.table.moreOf(name) : fr.table.resetOf(name)}
                      </span>
                    </button>
                  ) : null}
                </td>
              </tr>
              {hasMore && isOpen ? (
                <tr id={moreId} className="users-table__more">
                  <td colSpan={6}>
                    <ResetLink userId={user.id} name={name} />
                    {professional ? <CredentialsPanel user={user} name={name} /> : null}
                  </td>
                </tr>
              ) : null}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
