import { useEffect, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { errorMessage } from '../../../api/error-message.ts';
import {
  devicePushState,
  disableDevicePush,
  enableDevicePush,
  pushApisAvailable,
  type DevicePushState,
} from '../device-push.ts';
import { fr } from '../fr.ts';
import '../push.css';

/**
 * « Recevoir les notifications sur cet appareil » (docs/product-rules.md §6): Web Push for this device,
 * asked only on a click, with « Désactiver » once on. Hidden where the browser cannot do it or
 * no service worker is installed (development): a button that cannot work is not shown.
 */
export function PushOptIn() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration | null>(null);
  const [state, setState] = useState<DevicePushState>('unavailable');
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushApisAvailable()) return;
    let cancelled = false;
    // `ready` settles once a worker is active, never when none is registered.
    void navigator.serviceWorker.ready.then(async (ready) => {
      const current = await devicePushState(ready).catch(() => 'unavailable' as const);
      if (cancelled) return;
      setRegistration(ready);
      setState(current);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (!registration || state === 'unavailable') return null;

  async function enable(on: ServiceWorkerRegistration) {
    setBusy(true);
    try {
      const permission = await enableDevicePush(on);
      if (permission === 'granted') {
        setState('on');
        toast.success(fr.enabled);
      } else {
        setState(permission === 'denied' ? 'denied' : 'off');
        setDismissed(permission === 'default');
      }
    } catch (error) {
      toast.error(errorMessage(error, fr.enableFailed));
    } finally {
      setBusy(false);
    }
  }

  async function disable(on: ServiceWorkerRegistration) {
    setBusy(true);
    try {
      await disableDevicePush(on, { tellServer: true });
      setState('off');
      toast.success(fr.disabled);
    } catch {
      toast.error(fr.disableFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card push-card" aria-labelledby="push-card-title">
      <h2 id="push-card-title" className="push-card__title">
        {fr.title}
      </h2>
      {state === 'denied' ? <p className="push-card__text">{fr.deniedText}</p> : null}
      {state === 'on' ? (
        <>
          <p className="push-card__text">{fr.onText}</p>
          <div className="push-card__actions">
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => void disable(registration)}
            >
              {fr.disable}
            </button>
          </div>
        </>
      ) : null}
      {state === 'off' ? (
        <>
          <p className="push-card__text">{dismissed ? fr.dismissedText : fr.offText}</p>
          <div className="push-card__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => void enable(registration)}
            >
              {fr.enable}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
