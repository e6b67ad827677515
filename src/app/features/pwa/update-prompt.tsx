/// <reference types="vite-plugin-pwa/react" />
import { useRegisterSW } from 'virtual:pwa-register/react';
import { pwaFr } from './fr.ts';

/**
 * Registers the service worker and, when a new version is waiting, offers to switch to it.
 * Never reloads on its own: a nurse may be in the middle of ending a mission.
 */
export function UpdatePrompt() {
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
