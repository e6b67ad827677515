import type { NotificationType } from '../../../contract/notifications.ts';
import type { OfflineCollection } from '../../offline/db.ts';

/** The data kept on the device that a notification of this type says has changed. */
export function collectionChangedBy(type: NotificationType): OfflineCollection | null {
  switch (type) {
    case 'mission':
    case 'exchange':
      return 'missions';
    case 'payslip':
      return 'payslips';
    case 'schedule':
      return 'schedules';
    case 'approval':
    case 'rejection':
    case 'message':
      return null;
    default: {
      const unknown: never = type;
      throw new Error(`Unknown notification type: ${String(unknown)}`);
    }
  }
}

/**
 * Refreshes the device copy of a collection (a mission just assigned shows at once in « Mes
 * prestations »). Loaded on demand: the offline layer stays out of the socket's path, and a
 * failure here (offline, refused) only means the next regular refresh brings it.
 */
export async function refreshOfflineCollection(collection: OfflineCollection): Promise<void> {
  try {
    const { refreshCollection } = await import('../../offline/refresh.ts');
    await refreshCollection(collection);
  } catch (error) {
    console.warn('offline refresh after a notification failed', error);
  }
}

/** docs/product-rules.md §3: the outbox is replayed on every (re)connection of the socket. */
export async function replayOutboxAfterReconnect(): Promise<void> {
  try {
    const { notifySocketReconnected } = await import('../../offline/sync-runtime.ts');
    notifySocketReconnected();
  } catch (error) {
    console.warn('outbox replay after reconnection failed', error);
  }
}
