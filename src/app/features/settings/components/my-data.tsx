import { Download, UserX } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import type { User } from '../../../../contract/auth.ts';
import { isApiError } from '../../../api/client.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { useSession } from '../../../session/session-context.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormErrors } from '../../../ui/form-errors.tsx';
import { saveFile } from '../../../ui/save-file.ts';
import { TextField } from '../../../ui/text-field.tsx';
import { useZodForm } from '../../../ui/use-zod-form.ts';
import { exportMyData, useDeleteMe } from '../api/account.ts';
import { dataFr as fr } from '../fr.ts';
import '../settings.css';

const ICON = 20;

/**
 * « Mes données », on every profile: « Télécharger mes données » (GET /users/me/export, one
 * JSON file) and, for every role but the administrator, « Supprimer mon compte »: a dialog that
 * says what is erased and what the law keeps, and asks for her password. Once erased, the
 * session ends here (the server has ended the others) and she lands on /login.
 */
export function MyData({ user }: { user: Pick<User, 'role'> }) {
  const titleId = useId();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const canDelete = user.role !== 'admin';

  async function onExport() {
    if (exporting) return;
    setExporting(true);
    try {
      const { blob, fileName } = await exportMyData();
      saveFile(blob, fileName);
      toast.success(fr.exported);
    } catch (error) {
      toast.error(errorMessage(error, fr.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="card settings__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings__title">
        {fr.title}
      </h2>
      <p className="settings__hint">{fr.intro}</p>
      <div className="calendar-link__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={exporting}
          onClick={() => void onExport()}
        >
          <Download size={ICON} aria-hidden="true" />
          {exporting ? fr.exporting : fr.export}
        </button>
        {canDelete ? (
          <button
            type="button"
            className="button button--danger"
            onClick={() => setConfirming(true)}
          >
            <UserX size={ICON} aria-hidden="true" />
            {fr.remove}
          </button>
        ) : null}
      </div>
      {canDelete ? (
        <Dialog open={confirming} title={fr.removeTitle} onClose={() => setConfirming(false)}>
          <DeleteAccountForm
            professional={user.role === 'nurse' || user.role === 'caregiver'}
            onCancel={() => setConfirming(false)}
          />
        </Dialog>
      ) : null}
    </section>
  );
}

/** The dialog's content: what goes, what stays, her password, then the definitive button. */
export function DeleteAccountForm({
  professional,
  onCancel,
}: {
  professional: boolean;
  onCancel: () => void;
}) {
  const { logout } = useSession();
  const remove = useDeleteMe();
  const form = useZodForm();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (remove.isPending) return;
    const data = new FormData(event.currentTarget);
    const { DeleteAccountBody } = await import('../../../../contract/credentials.ts');
    const body = form.validate(DeleteAccountBody, {
      password: String(data.get('password') ?? ''),
    });
    if (!body) return;
    remove.mutate(body, {
      onSuccess: () => {
        toast.success(fr.removed, { toastId: 'account-erased' });
        void logout('erased');
      },
      onError: (error) => {
        // A wrong password is said under the field, whichever status the server gives it.
        if (isApiError(error) && error.status === 401) {
          form.show({ fields: { password: errorMessage(error, fr.removeFailed) } });
          return;
        }
        // Not now (missions still under way): said in the dialog, where she is looking.
        if (isApiError(error) && error.status === 409) {
          form.show({ others: [errorMessage(error, fr.removeFailed)] });
          return;
        }
        form.serverError(error, fr.removeFailed);
      },
    });
  }

  return (
    <form className="dialog-body settings__form" onSubmit={(e) => void onSubmit(e)} {...form.props}>
      <ul className="erase-facts">
        <li>{fr.erased(professional)}</li>
        <li>{fr.kept(professional)}</li>
        <li>{fr.final}</li>
      </ul>
      <TextField
        label={fr.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        hint={fr.passwordHint}
        error={form.errors.password}
      />
      <FormErrors messages={form.others} />
      <div className="button-row">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {fr.cancel}
        </button>
        <button type="submit" className="button button--danger" disabled={remove.isPending}>
          {remove.isPending ? fr.confirming : fr.confirm}
        </button>
      </div>
    </form>
  );
}
