/// <reference types="vite-plugin-pwa/react" />
import { useEffect, useState } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { pwaFr } from './fr.ts';

/**
 * How long after the app starts the service worker is registered. Its first install downloads
 * every screen's code for offline use; on a first visit from a slow phone, that download and
 * its storing would otherwise compete with the sign-in screen coming to life.
 */
const REGISTER_AFTER_MS = 3000;

/** The service worker, registered a moment after the first screen is up. */
export function UpdatePrompt() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStarted(true), REGISTER_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return started ? <RegisteredUpdatePrompt /> : null;
}

/**
 * Registers the service worker and, when a new version is waiting, offers to switch to it.
 * Never reloads on its own: a nurse may be in the middle of ending a mission.
 */
function RegisteredUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });

  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="status" aria-live="polite">
      <span>{pwaFr.updateAvailable}</span>
      <div className="update-prompt__actions">
        <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
          {pwaFr.updateNow}
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => setNeedRefresh(false)}
        >
          {pwaFr.later}
        </button>
      </div>
    </div>
  );
}
