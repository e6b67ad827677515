import type { LocalMission } from './db.ts';
import { useOfflineCollection, type OfflineCollectionView } from './use-offline-collection.ts';

export type MyMissionsView = Omit<OfflineCollectionView<LocalMission>, 'rows'> & {
  /** The nurse's missions by planned start; `pending_sync` marks « En attente de synchronisation ». */
  missions: LocalMission[] | undefined;
};

/** « Mes prestations »: the missions stored on the device, refreshed from the server when online. */
export function useMyMissions(): MyMissionsView {
  const { rows, ...rest } = useOfflineCollection('missions');
  return { missions: rows, ...rest };
}
