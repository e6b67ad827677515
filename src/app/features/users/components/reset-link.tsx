import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'react-toastify/unstyled';
import { call } from '../../../api/client.ts';
import { errorMessage } from '../../../api/error-message.ts';
import { fr } from '../fr.ts';

/**
 * « Créer un lien de réinitialisation »: the administrator makes a one-time link for a person who
 * lost her password, and hands it over herself (read aloud, sent by text). The link is shown
 * once, with « Copier »; it works once, for one hour.
 */
export function ResetLink({ userId, name }: { userId: string; name: string }) {
  const create = useMutation({
    mutationFn: () => call('createPasswordResetLink', { params: { id: userId } }),
  });
  const [copied, setCopied] = useState(false);
  const fieldId = useId();
  const noteId = useId();
  const url = create.data?.url;

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(fr.resetCopied);
    } catch {
      toast.error(fr.resetCopyFailed);
    }
  }

  if (!url) {
    return (
      <button
        type="button"
        className="button button--ghost"
        disabled={create.isPending}
        onClick={() =>
          create.mutate(undefined, {
            onError: (error) => toast.error(errorMessage(error, fr.resetFailed)),
          })
        }
      >
        {create.isPending ? fr.resetCreating : fr.resetCreate}
        <span className="visually-hidden"> {name}</span>
      </button>
    );
  }
  return (
    <div className="user-card__reset">
      <label className="field__label" htmlFor={fieldId}>
        {fr.resetLinkLabel(name)}
      </label>
      <div className="user-card__reset-row">
        <input
          id={fieldId}
          className="field__input"
          value={url}
          readOnly
          aria-describedby={noteId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={() => void copy(url)}>
          {copied ? fr.resetCopiedShort : fr.resetCopy}
        </button>
      </div>
      <p id={noteId} className="user-card__reset-note">
        {fr.resetOnce}
      </p>
    </div>
  );
}
