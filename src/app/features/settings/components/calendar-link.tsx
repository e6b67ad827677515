import { CalendarPlus, Copy, ExternalLink, RefreshCw, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { errorMessage } from '../../../api/error-message.ts';
import { useOnline } from '../../../offline/use-online.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { useCalendarLink, useCreateCalendarLink, useDeleteCalendarLink } from '../api/calendar.ts';
import { calendarFr as fr } from '../fr.ts';
import '../settings.css';

const ICON = 20;

/**
 * « Ajouter à mon agenda », for every role: her private iCalendar link (GET/POST/DELETE
 * /users/me/calendar). Without one, a button makes it; with one, its address in a read-only
 * field to copy, a `webcal:` link that opens the phone's calendar app, and replacing or
 * retiring it, each confirmed first since the old address then stops working. Offline, the
 * address still shows and copies; the changes wait for the network.
 */
export function CalendarLink() {
  const titleId = useId();
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  const online = useOnline();
  const link = useCalendarLink();
  const create = useCreateCalendarLink();
  const remove = useDeleteCalendarLink();
  const [confirming, setConfirming] = useState<'replace' | 'remove' | null>(null);
  const busy = create.isPending || remove.isPending;
  const url = link.data?.url ?? null;
  const webcalUrl = link.data?.webcal_url ?? null;

  function makeLink(replacing: boolean) {
    create.mutate(undefined, {
      onSuccess: () => toast.success(replacing ? fr.replaced : fr.created),
      onError: (error) => toast.error(errorMessage(error, fr.failed)),
      onSettled: () => setConfirming(null),
    });
  }

  function removeLink() {
    remove.mutate(undefined, {
      onSuccess: () => toast.success(fr.removed),
      onError: (error) => toast.error(errorMessage(error, fr.failed)),
      onSettled: () => setConfirming(null),
    });
  }

  async function copy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(fr.copied);
    } catch {
      // No clipboard (an old browser, a refused permission): the address is selected instead.
      field.current?.select();
      toast.error(fr.copyFailed);
    }
  }

  return (
    <section className="card settings__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings__title">
        {fr.title}
      </h2>
      <p className="settings__hint">{fr.intro}</p>
      {url && webcalUrl ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor={fieldId}>
              {fr.urlLabel}
            </label>
            <input
              ref={field}
              id={fieldId}
              className="field__input calendar-link__url"
              type="text"
              value={url}
              readOnly
              spellCheck={false}
              aria-describedby={hintId}
              onFocus={(event) => event.currentTarget.select()}
            />
            <p id={hintId} className="field__hint">
              {fr.urlHint}
            </p>
          </div>
          <div className="calendar-link__actions">
            <button type="button" className="button" onClick={() => void copy()}>
              <Copy size={ICON} aria-hidden="true" />
              {fr.copy}
            </button>
            <a className="button button--ghost" href={webcalUrl}>
              <ExternalLink size={ICON} aria-hidden="true" />
              {fr.open}
            </a>
            <button
              type="button"
              className="button button--ghost"
              disabled={!online || busy}
              onClick={() => setConfirming('replace')}
            >
              <RefreshCw size={ICON} aria-hidden="true" />
              {fr.replace}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={!online || busy}
              onClick={() => setConfirming('remove')}
            >
              <Trash2 size={ICON} aria-hidden="true" />
              {fr.remove}
            </button>
          </div>
        </>
      ) : link.isSuccess ? (
        <button
          type="button"
          className="button button--block"
          disabled={!online || busy}
          onClick={() => makeLink(false)}
        >
          <CalendarPlus size={ICON} aria-hidden="true" />
          {create.isPending ? fr.creating : fr.create}
        </button>
      ) : null}
      {!online ? <p className="settings__hint">{fr.offline}</p> : null}
      <Dialog
        open={confirming !== null}
        title={confirming === 'remove' ? fr.removeTitle : fr.replaceTitle}
        onClose={() => setConfirming(null)}
      >
        <div className="dialog-body">
          <p>{confirming === 'remove' ? fr.removeText : fr.replaceText}</p>
          <div className="button-row">
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setConfirming(null)}
            >
              {fr.keep}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={!online || busy}
              onClick={() => (confirming === 'remove' ? removeLink() : makeLink(true))}
            >
              {confirming === 'remove' ? fr.removeConfirm : fr.replaceConfirm}
            </button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
