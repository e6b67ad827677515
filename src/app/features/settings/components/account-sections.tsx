import { useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import { PASSWORD_MIN } from '../../../../contract/limits.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { useSession, useSignedInUser } from '../../../session/session-context.ts';
import { Avatar } from '../../../ui/avatar.tsx';
import { Badge } from '../../../ui/badge.tsx';
import { formatInstantDate } from '../../../ui/format.ts';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { userDisplayName } from '../../../ui/user-name.ts';
import { useChangePassword, useDeletePhoto, useUpdateMe, useUploadPhoto } from '../api/account.ts';
import { fr } from '../fr.ts';
import { resizePhoto } from '../resize-photo.ts';

const text = (data: FormData, name: string) => String(data.get(name) ?? '');

/** A card of the profile: a titled section. */
export function ProfileCard({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="card settings__card" aria-labelledby={id}>
      <h2 id={id} className="settings__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Her details, editable: first and last name, phone, address and, for a nurse, her RPPS number
 * with its state (`PUT /users/me`), checked in the browser by the contract's `ProfileBody`
 * first. The RPPS number is sent only when changed (a new one must be verified again). The
 * e-mail address is shown, not editable.
 */
export function DetailsForm() {
  const user = useSignedInUser();
  const update = useUpdateMe();
  const form = useZodForm();
  const nurse = user.role === 'nurse';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const data = new FormData(event.currentTarget);
    const { ProfileBody } = await import('../../../../contract/auth.ts');
    const rpps = text(data, 'rpps');
    const body = form.validate(ProfileBody, {
      first_name: text(data, 'first_name'),
      last_name: text(data, 'last_name'),
      phone: text(data, 'phone'),
      address: text(data, 'address'),
      // Sent only when she changed it: the same number keeps its verification.
      ...(nurse && rpps.replace(/\s/g, '') !== (user.rpps ?? '') ? { rpps } : {}),
    });
    if (!body) return;
    update.mutate(body, {
      onSuccess: () => toast.success(fr.detailsSaved),
      onError: (error) => form.serverError(error, fr.detailsFailed),
    });
  }

  return (
    <ProfileCard id="settings-details" title={fr.detailsTitle}>
      <form className="settings__form" onSubmit={(e) => void onSubmit(e)} {...form.props}>
        <TextField
          label={fr.firstName}
          name="first_name"
          autoComplete="given-name"
          defaultValue={user.first_name}
          required
          error={form.errors.first_name}
        />
        <TextField
          label={fr.lastName}
          name="last_name"
          autoComplete="family-name"
          defaultValue={user.last_name}
          required
          error={form.errors.last_name}
        />
        <TextField
          label={fr.phone}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          defaultValue={user.phone}
          required
          error={form.errors.phone}
        />
        <TextField
          label={fr.address}
          name="address"
          autoComplete="street-address"
          defaultValue={user.address}
          required
          error={form.errors.address}
        />
        {nurse ? (
          <TextField
            label={fr.rpps}
            name="rpps"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            defaultValue={user.rpps ?? ''}
            hint={<RppsState user={user} />}
            error={form.errors.rpps}
          />
        ) : null}
        <TextField
          label={fr.email}
          name="email_shown"
          type="email"
          value={user.email}
          readOnly
          hint={fr.emailFixed}
        />
        <FormErrors messages={form.others} />
        <button type="submit" className="button button--block" disabled={update.isPending}>
          {update.isPending ? fr.detailsSaving : fr.detailsSave}
        </button>
      </form>
    </ProfileCard>
  );
}

/** Under her RPPS number: verified (when), waiting for the administrator, or what it is for. */
export function RppsState({ user }: { user: Pick<User, 'rpps' | 'rpps_verified_at'> }) {
  if (!user.rpps) return <>{fr.rppsNone}</>;
  return (
    <span className="settings__rpps-state">
      {user.rpps_verified_at ? (
        <Badge tone="success">{fr.rppsVerified(formatInstantDate(user.rpps_verified_at))}</Badge>
      ) : (
        <Badge tone="warning">{fr.rppsPending}</Badge>
      )}
      {user.rpps_verified_at ? <span>{fr.rppsChangeNote}</span> : null}
    </span>
  );
}

/**
 * Her photo: chosen on the device, resized there (512 px, WebP), sent, shown at once where her
 * avatar is (the top bar, the directory). « Retirer la photo » as the secondary action.
 */
export function PhotoCard({
  user,
}: {
  user: Pick<User, 'profile_photo' | 'role'> & Parameters<typeof userDisplayName>[0];
}) {
  const upload = useUploadPhoto();
  const remove = useDeletePhoto();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [preparing, setPreparing] = useState(false);
  const busy = preparing || upload.isPending || remove.isPending;

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    setPreparing(true);
    let blob: Blob;
    try {
      blob = await resizePhoto(file);
    } catch {
      toast.error(fr.photoUnreadable);
      return;
    } finally {
      setPreparing(false);
    }
    upload.mutate(blob, {
      onSuccess: () => toast.success(fr.photoSaved),
      onError: (error) => toast.error(errorMessage(error, fr.photoFailed)),
    });
  }

  return (
    <ProfileCard id="settings-photo" title={fr.photoTitle}>
      <div className="settings__photo">
        <span className="settings__avatar">
          <Avatar name={userDisplayName(user)} photo={user.profile_photo} />
        </span>
        <div className="settings__photo-actions">
          <label className={busy ? 'button button--ghost is-disabled' : 'button button--ghost'}>
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="visually-hidden"
              onChange={(e) => void onChoose(e)}
              disabled={busy}
              aria-describedby={hintId}
            />
            {busy ? fr.photoSending : user.profile_photo ? fr.photoReplace : fr.photoChoose}
          </label>
          {user.profile_photo ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast.success(fr.photoRemoved),
                  onError: (error) => toast.error(errorMessage(error, fr.photoFailed)),
                })
              }
            >
              {fr.photoRemove}
            </button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className="settings__hint">
        {fr.photoHint}
      </p>
    </ProfileCard>
  );
}

/**
 * The password change: current, new, confirmation. The confirmation is the form's own check;
 * the rest is the contract's `PasswordChangeBody`; a wrong current password comes back as a
 * 422 on its field. This device stays signed in (the answer's fresh token), the others not.
 */
export function PasswordForm() {
  const change = useChangePassword();
  const form = useZodForm();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const { PasswordChangeBody } = await import('../../../../contract/auth.ts');
    const body = form.validate(PasswordChangeBody, {
      current_password: text(data, 'current_password'),
      new_password: text(data, 'new_password'),
    });
    if (!body) return;
    if (text(data, 'confirm_password') !== body.new_password) {
      form.show({ fields: { confirm_password: fr.passwordMismatch } });
      return;
    }
    change.mutate(body, {
      onSuccess: () => {
        element.reset();
        toast.success(fr.passwordSaved);
      },
      onError: (error) => form.serverError(error, fr.passwordFailed),
    });
  }

  return (
    <ProfileCard id="settings-password" title={fr.passwordTitle}>
      <form className="settings__form" onSubmit={(e) => void onSubmit(e)} {...form.props}>
        <TextField
          label={fr.passwordCurrent}
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          error={form.errors.current_password}
        />
        <TextField
          label={fr.passwordNew}
          name="new_password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          required
          hint={fr.passwordNewHint(PASSWORD_MIN)}
          error={form.errors.new_password}
        />
        <TextField
          label={fr.passwordConfirm}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          required
          error={form.errors.confirm_password}
        />
        <FormErrors messages={form.others} />
        <button
          type="submit"
          className="button button--ghost button--block"
          disabled={change.isPending}
        >
          {change.isPending ? fr.passwordSaving : fr.passwordSave}
        </button>
      </form>
    </ProfileCard>
  );
}

/** « Déconnexion », last on the profile: a secondary, destructive-looking action. */
export function LogoutButton() {
  const { logout } = useSession();
  return (
    <button
      type="button"
      className="button button--danger button--block settings__logout"
      onClick={() => void logout()}
    >
      {fr.logout}
    </button>
  );
}
