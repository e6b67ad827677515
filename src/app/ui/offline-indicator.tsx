import { useOnline } from '../offline/use-online.ts';
import { useOutboxState } from '../offline/use-outbox-state.ts';
import { fr } from './fr.ts';
import { OfflineIcon, WaitingIcon } from './icons.tsx';

/**
 * The top bar's word on the network: « Hors ligne » (with what waits) while offline, « 2 en
 * attente d'envoi » once back online until the outbox has emptied, nothing otherwise.
 */
export function offlineIndicatorText(online: boolean, waiting: number): string | null {
  if (!online) return waiting > 0 ? fr.offlineWaiting(waiting) : fr.offline;
  return waiting > 0 ? fr.waitingToSend(waiting) : null;
}

/**
 * The chip itself. The live region is always in the page (empty while there is nothing to
 * say), so that screen readers announce the change when the network drops.
 */
export function OfflineChip({ online, waiting }: { online: boolean; waiting: number }) {
  const text = offlineIndicatorText(online, waiting);
  return (
    <span className="net-status" role="status">
      {text ? (
        <span
          className={online ? 'net-status__chip' : 'net-status__chip net-status__chip--offline'}
        >
          {online ? (
            <WaitingIcon className="net-status__icon" />
          ) : (
            <OfflineIcon className="net-status__icon" />
          )}
          <span className="net-status__text">{text}</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * The global offline indicator: connectivity from the browser, the signed-in user's actions
 * waiting in the outbox, plus `extraWaiting` (messages written offline, counted elsewhere).
 */
export function OfflineIndicator({ extraWaiting = 0 }: { extraWaiting?: number }) {
  const online = useOnline();
  const { pending } = useOutboxState();
  return <OfflineChip online={online} waiting={pending + extraWaiting} />;
}
