import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { useSession, useSignedInUser } from '../../../session/session-context.ts';
import { roleLabels } from '../../../ui/fr.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { userDisplayName } from '../../../ui/user-name.ts';
import { useUpdateMySettings } from '../api/update-my-settings.ts';
import { fr } from '../fr.ts';
import '../settings.css';

/**
 * /profile for a nurse or a caregiver: her details (read-only for now), the one setting of her
 * phone, « Partager ma position lors des gestes », said plainly, and « Déconnexion ».
 */
export function ProfessionalProfile() {
  usePageTitle(fr.title);
  const user = useSignedInUser();
  const { logout } = useSession();
  return (
    <section className="page settings" aria-labelledby="page-title">
      <PageHeader title={fr.title} subtitle={fr.subtitle} />
      <section className="card settings__card" aria-labelledby="settings-details">
        <h2 id="settings-details" className="settings__title">
          {fr.detailsTitle}
        </h2>
        <dl className="facts facts--colon settings__facts">
          <div>
            <dt>{fr.name}</dt>
            <dd>{userDisplayName(user)}</dd>
          </div>
          <div>
            <dt>{fr.role}</dt>
            <dd>{roleLabels[user.role]}</dd>
          </div>
          <div>
            <dt>{fr.email}</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{fr.phone}</dt>
            <dd>{user.phone || fr.missing}</dd>
          </div>
        </dl>
        <p className="settings__hint">{fr.detailsReadOnly}</p>
      </section>
      <PositionSetting user={user} />
      <button
        type="button"
        className="button button--danger button--block settings__logout"
        onClick={() => void logout()}
      >
        {fr.logout}
      </button>
    </section>
  );
}

type Permission = PermissionState | 'unknown';

/**
 * What the browser says about geolocation for this site, without reading any position (the
 * Permissions API only answers the question); `unknown` where it cannot tell.
 */
function useGeolocationPermission(): Permission {
  const [state, setState] = useState<Permission>('unknown');
  useEffect(() => {
    let status: PermissionStatus | undefined;
    let gone = false;
    const update = () => {
      if (status && !gone) setState(status.state);
    };
    navigator.permissions
      ?.query({ name: 'geolocation' })
      .then((answer) => {
        status = answer;
        update();
        status.addEventListener('change', update);
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      status?.removeEventListener('change', update);
    };
  }, []);
  return state;
}

/**
 * The consent switch: a checkbox with `role="switch"`, its whole line a 44 px target, the note
 * tied to it (`aria-describedby`) so that a screen reader reads what it allows. It shows the
 * saved value; while the change travels it shows the wanted one and takes no other.
 */
export function PositionSetting({ user }: { user: Pick<User, 'share_position'> }) {
  const update = useUpdateMySettings();
  const permission = useGeolocationPermission();
  const noteId = useId();
  const wanted = update.isPending ? update.variables.share_position : undefined;
  const on = wanted ?? user.share_position;

  function toggle(event: ChangeEvent<HTMLInputElement>) {
    if (update.isPending) return;
    const next = event.currentTarget.checked;
    update.mutate(
      { share_position: next },
      {
        onSuccess: () => toast.success(fr.positionSaved(next)),
        onError: (error) => toast.error(errorMessage(error, fr.saveFailed)),
      },
    );
  }

  return (
    <section className="card settings__card" aria-labelledby="settings-position">
      <h2 id="settings-position" className="settings__title">
        {fr.positionTitle}
      </h2>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          className="switch__input"
          checked={on}
          onChange={toggle}
          aria-describedby={noteId}
          aria-busy={update.isPending || undefined}
        />
        <span className="switch__label">{fr.positionSwitch}</span>
        <span className="switch__state" aria-hidden="true">
          {on ? fr.positionOn : fr.positionOff}
        </span>
      </label>
      <div id={noteId} className="settings__note">
        {fr.positionNote.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {on && permission !== 'granted' && permission !== 'denied' ? (
          <p>{fr.positionFirstTime}</p>
        ) : null}
      </div>
      {on && permission === 'denied' ? (
        <p className="settings__warning" role="status">
          {fr.positionBlocked}
        </p>
      ) : null}
    </section>
  );
}
