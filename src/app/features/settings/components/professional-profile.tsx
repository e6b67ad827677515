import { useEffect, useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { useEnrolmentRequired } from '../../../session/enrolment.ts';
import { useFreshUser } from '../../../session/use-fresh-user.ts';
import { roleLabels } from '../../../ui/fr.ts';
import { PageContents } from '../../../ui/page-contents.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usePageTitle } from '../../../ui/use-page-title.ts';
import { userDisplayName } from '../../../ui/user-name.ts';
import { useUpdateMySettings } from '../api/update-my-settings.ts';
import { fr } from '../fr.ts';
import { DetailsForm, LogoutButton, PasswordForm, PhotoCard } from './account-sections.tsx';
import { BankDetails } from './bank-details.tsx';
import { CalendarLink } from './calendar-link.tsx';
import { DocumentsSection } from './documents-section.tsx';
import { MyData } from './my-data.tsx';
import { NotificationChannels } from './notification-channels.tsx';
import '../settings.css';

/**
 * /profile for a nurse, a caregiver or the administrator: her details (editable, with a nurse's
 * RPPS number), her photo, her documents (« Justificatifs », professionals), her settings (the
 * position consent of a professional, this device's notifications), her password, « Mes
 * données » (export, erasure) and « Déconnexion » last. The account is read again from the
 * server on arrival: what the administrator verified since shows at once.
 */
export function ProfessionalProfile({
  notifications,
  twoFactor,
  summary,
}: {
  notifications?: ReactNode;
  /** Shown first under the title (her own rating, given by the route). */
  summary?: ReactNode;
  /** « Double authentification » (the two-factor feature's section, given by the route). */
  twoFactor?: ReactNode;
}) {
  usePageTitle(fr.title);
  const { user } = useFreshUser();
  const professional = user.role === 'nurse' || user.role === 'caregiver';
  // An administrator held to enrol (REQUIRE_ADMIN_2FA) finds « Double authentification » first;
  // its place is fixed on arrival so that enabling it does not move it (and its codes) away.
  const mustEnrol = useEnrolmentRequired();
  const [twoFactorFirst] = useState(mustEnrol);
  return (
    <section className="page settings" aria-labelledby="page-title">
      <PageHeader
        title={fr.title}
        subtitle={`${userDisplayName(user)} · ${roleLabels[user.role]}`}
      />
      <PageContents />
      {summary}
      {twoFactorFirst ? twoFactor : null}
      <PhotoCard user={user} />
      <DetailsForm />
      {professional ? <DocumentsSection user={user} /> : null}
      {professional ? <BankDetails user={user} /> : null}
      {professional ? <PositionSetting user={user} /> : null}
      {notifications}
      <NotificationChannels />
      <CalendarLink />
      <PasswordForm />
      {twoFactorFirst ? null : twoFactor}
      <MyData user={user} />
      <LogoutButton />
    </section>
  );
}

/**
 * What an establishment's profile adds under its details and tariffs: its password, « Mes
 * données » and « Déconnexion » (no photo: an establishment is shown by its name).
 */
export function AccountSecurity({ twoFactor }: { twoFactor?: ReactNode }) {
  return (
    <div className="page settings settings--follow">
      <NotificationChannels />
      <CalendarLink />
      <PasswordForm />
      {twoFactor}
      <MyData user={{ role: 'institution' }} />
      <LogoutButton />
    </div>
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
