import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useSendThroughOutbox } from '../../../offline/use-message-outbox.ts';
import { MESSAGE_MAX, sendableContent, showCounter } from '../draft.ts';
import { fr } from '../fr.ts';
import { useMediaQuery } from '../../../ui/use-media-query.ts';

/**
 * The send box: blank content is never sent (docs/product-rules.md §8), 5,000 characters at most with a counter
 * near the limit. With a keyboard, Enter sends and Shift+Enter starts a new line; on a phone
 * Enter is a new line and the button sends.
 */
export function SendBox({ toUserId }: { toUserId: string }) {
  const [draft, setDraft] = useState('');
  // Every message goes through the device's outbox (src/app/offline, M1): written offline it
  // shows « En attente d'envoi » in the thread and leaves once the network is back.
  const { send } = useSendThroughOutbox();
  const [saving, setSaving] = useState(false);
  const keyboard = useMediaQuery('(pointer: fine)');
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const counterId = `${fieldId}-counter`;
  const content = sendableContent(draft);
  const counter = showCounter(draft);

  function submit() {
    if (content === null || saving) return;
    setSaving(true);
    void send(toUserId, content)
      .then((queued) => {
        if (queued.ok) setDraft('');
        else toast.error(queued.detail);
      })
      .catch(() => toast.error(fr.sendFailed))
      .finally(() => setSaving(false));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!keyboard || event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) {
      return;
    }
    event.preventDefault();
    submit();
  }

  const describedBy = [keyboard ? hintId : null, counter ? counterId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form className="send-box" onSubmit={onSubmit}>
      <label className="visually-hidden" htmlFor={fieldId}>
        {fr.messageLabel}
      </label>
      <textarea
        id={fieldId}
        className="field__input send-box__input"
        rows={2}
        maxLength={MESSAGE_MAX}
        placeholder={fr.messageLabel}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={describedBy || undefined}
      />
      <button
        type="submit"
        className="button send-box__button"
        disabled={content === null || saving}
      >
        {saving ? fr.sending : fr.send}
      </button>
      <div className="send-box__notes">
        {keyboard ? (
          <p id={hintId} className="send-box__hint">
            {fr.enterHint}
          </p>
        ) : null}
        {counter ? (
          <p id={counterId} className="send-box__counter">
            {fr.counter(draft.length)}
          </p>
        ) : null}
      </div>
    </form>
  );
}
