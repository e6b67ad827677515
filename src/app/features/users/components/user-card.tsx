import type { User } from '../../../../contract/auth.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { formatInstantDate } from '../../../ui/format.ts';
import { userDisplayName } from '../../../ui/user-name.ts';
import type { UserDecision } from '../api/decide-user.ts';
import { fr, roleLabels, statusLabels } from '../fr.ts';
import { CredentialsPanel } from './credentials-panel.tsx';
import { ResetLink } from './reset-link.tsx';

export const statusTones: Record<User['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/**
 * One account: who, how to reach them, role, status, and the decision buttons when pending; a
 * professional's credentials (RPPS, documents) under it. An erased account shows only
 * « Compte supprimé » and when: nothing about the person is left to show or to act on.
 */
export function UserCard({
  user,
  busy,
  onDecide,
}: {
  user: User;
  busy: boolean;
  onDecide: (decision: UserDecision) => void;
}) {
  const name = userDisplayName(user);
  const headingId = `user-${user.id}-name`;
  if (user.deleted_at) {
    return (
      <li className="card user-card user-card--deleted" aria-labelledby={headingId}>
        <div className="user-card__who">
          <Avatar name={name} photo={null} />
          <div className="user-card__identity">
            <h2 id={headingId} className="user-card__name">
              {name}
            </h2>
            <p className="user-card__role">{roleLabels[user.role]}</p>
          </div>
          <Badge tone="neutral">{fr.deleted}</Badge>
        </div>
        <p className="user-card__deleted">{fr.deletedOn(formatInstantDate(user.deleted_at))}</p>
      </li>
    );
  }
  const professional = user.role === 'nurse' || user.role === 'caregiver';
  return (
    <li className="card user-card" aria-labelledby={headingId}>
      <div className="user-card__who">
        <Avatar name={name} photo={user.profile_photo} />
        <div className="user-card__identity">
          <h2 id={headingId} className="user-card__name">
            {name}
          </h2>
          <p className="user-card__role">{roleLabels[user.role]}</p>
        </div>
        <Badge tone={statusTones[user.status]}>{statusLabels[user.status]}</Badge>
      </div>
      <dl className="facts">
        <div>
          <dt>{fr.emailLabel}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{fr.phoneLabel}</dt>
          <dd>{user.phone}</dd>
        </div>
      </dl>
      {user.status === 'pending' ? (
        <div className="user-card__actions">
          <DecisionButtons name={name} busy={busy} onDecide={onDecide} />
        </div>
      ) : null}
      {user.status !== 'rejected' ? <ResetLink userId={user.id} name={name} /> : null}
      {professional && user.status !== 'rejected' ? (
        <CredentialsPanel user={user} name={name} />
      ) : null}
    </li>
  );
}

/** « Approuver » and « Rejeter » of a pending account, each naming it for screen readers. */
export function DecisionButtons({
  name,
  busy,
  onDecide,
}: {
  name: string;
  busy: boolean;
  onDecide: (decision: UserDecision) => void;
}) {
  return (
    <>
      <button type="button" className="button" disabled={busy} onClick={() => onDecide('approve')}>
        {fr.approve}
        <span className="visually-hidden"> {name}</span>
      </button>
      <button
        type="button"
        className="button button--danger"
        disabled={busy}
        onClick={() => onDecide('reject')}
      >
        {fr.reject}
        <span className="visually-hidden"> {name}</span>
      </button>
    </>
  );
}
