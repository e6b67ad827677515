import { useEffect } from 'react';
import { registerOnLogout } from '../../../session/logout-hooks.ts';
import { disableDevicePush, pushApisAvailable } from '../device-push.ts';

/**
 * Mounted in the signed-in layout; renders nothing. When the person signs out, this device
 * stops receiving their Web Push: on a shared phone the next person must not see them. The
 * token is already gone then, so only the device unsubscribes; the server forgets the address
 * when the push service answers « gone ». An expired session keeps it: the same person signs
 * back in; an erased account unsubscribes too.
 */
export function PushLogoutCleanup() {
  useEffect(
    () =>
      registerOnLogout(async ({ reason }) => {
        if (reason === 'expired' || !pushApisAvailable()) return;
        const registration = await navigator.serviceWorker.getRegistration();
        if (registration) await disableDevicePush(registration, { tellServer: false });
      }),
    [],
  );
  return null;
}
