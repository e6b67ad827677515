import type { SignalKind } from '../../contract/missions.ts';
import type { OfflineCollection } from './db.ts';

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Paris',
});

/** French strings of the offline layer: banners, outbox notices, logout warning. */
export const fr = {
  /** « Hors ligne — données du 21 novembre 2025 à 15:42 ». */
  offlineSince: (syncedAt: Date): string => `Hors ligne — données du ${dateTime.format(syncedAt)}`,
  offlineNoData: 'Hors ligne — aucune donnée enregistrée sur cet appareil.',
  pendingSync: 'En attente de synchronisation',
  authRequired: 'Session expirée : reconnectez-vous pour synchroniser.',
  /** Logout warning, with the French plural. */
  unsynced: (count: number): string =>
    count === 1
      ? "1 action n'est pas encore synchronisée"
      : `${count} actions ne sont pas encore synchronisées`,
  /** A refresh refused by the server (spec §7 messages of each screen). */
  loadFailed: {
    missions: 'Impossible de charger vos prestations',
    schedules: 'Échec du chargement des horaires',
    payslips: 'Échec du chargement des fiches de paie',
  } satisfies Record<OfflineCollection, string>,
  notSignedIn: 'Vous devez être connecté(e) pour signaler une action.',
  unknownMission: "Cette prestation n'est pas disponible sur cet appareil.",
  /** A later tap on a mission whose earlier tap the server refused is not sent. */
  dependentRejected: (previous: SignalKind): string =>
    `Non envoyée : l'action précédente sur cette prestation (${kindLabels[previous]}) a été refusée.`,
  /** A whole-batch refusal whose body carries no usable sentence. */
  rejectedWithoutDetail: 'Action refusée par le serveur.',
} as const;

/** How an outbox action is named to the nurse. */
export const kindLabels: Record<SignalKind, string> = {
  accept: 'Accepter',
  start: 'Commencer',
  end: 'Terminer',
};
