import { toast } from 'react-toastify/unstyled';
import { fr } from './fr.ts';

/** How long a decision waits for « Annuler » before it is sent. */
export const UNDO_DELAY_MS = 5000;

/**
 * A decision that commits an account (or money) waits UNDO_DELAY_MS before it is sent: a toast
 * says what is about to happen with « Annuler » (docs/decisions.md « Annuler for a few
 * seconds »). `run` is called once when the toast closes without « Annuler », `onCancel` when
 * she cancels. The toast lives in the app's container, so leaving the screen does not lose it.
 * The delay is a timer of its own: the toast's progress bar is an animation, which a browser
 * may hold back while the tab is in the background, and the decision must not wait for it.
 */
export function deferWithUndo({
  id,
  text,
  run,
  onCancel,
}: {
  id: string;
  text: string;
  run: () => void;
  onCancel?: () => void;
}) {
  let cancelled = false;
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    if (cancelled) onCancel?.();
    else run();
  };
  const timer = window.setTimeout(() => {
    finish();
    toast.dismiss(id);
  }, UNDO_DELAY_MS);
  toast.info(
    ({ closeToast }) => (
      <div className="undo-toast">
        <span>{text}</span>
        <button
          type="button"
          className="button button--ghost undo-toast__button"
          onClick={() => {
            cancelled = true;
            closeToast();
          }}
        >
          {fr.undo}
        </button>
      </div>
    ),
    {
      toastId: id,
      autoClose: UNDO_DELAY_MS,
      closeOnClick: false,
      pauseOnHover: false,
      pauseOnFocusLoss: false,
      onClose: finish,
    },
  );
}
