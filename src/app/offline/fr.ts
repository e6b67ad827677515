import type { SignalKind } from '../../contract/missions.ts';
import { zonedDateTimeFormat } from '../ui/time-zone.ts';
import type { OfflineCollection } from './db.ts';

// In the business time zone (the server's, Paris by default), whatever the device's own.
const dateTime = zonedDateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

/** French strings of the offline layer: banners, outbox notices, logout warning. */
export const fr = {
  /** « Hors ligne — données du 21 novembre 2025 à 15:42 ». */
  offlineSince: (syncedAt: Date): string => `Hors ligne — données du ${dateTime.format(syncedAt)}`,
  offlineNoData: 'Hors ligne — aucune donnée enregistrée sur cet appareil.',
  pendingSync: 'En attente de synchronisation',
  authRequired: 'Session expirée\u202f: reconnectez-vous pour synchroniser.',
  /** The server does not speak this app's sync protocol: the queue waits for an update. */
  updateRequired:
    "Mise à jour nécessaire\u202f: vos actions sont conservées sur cet appareil et seront envoyées une fois l'application mise à jour.",
  /** Logout warning, with the French plural. */
  unsynced: (count: number): string =>
    count === 1
      ? "1 action n'est pas encore synchronisée"
      : `${count} actions ne sont pas encore synchronisées`,
  /** Logout warning about messages written offline, with the French plural. */
  unsentMessages: (count: number): string =>
    count === 1
      ? "1 message n'est pas encore envoyé"
      : `${count} messages ne sont pas encore envoyés`,
  /** A refresh refused by the server: each screen's own message. */
  loadFailed: {
    missions: 'Impossible de charger vos prestations',
    schedules: 'Échec du chargement des horaires',
    payslips: 'Échec du chargement des fiches de paie',
    open: 'Impossible de charger les missions disponibles',
  } satisfies Record<OfflineCollection, string>,
  notSignedIn: 'Vous devez être connecté(e) pour signaler une action.',
  unknownMission: "Cette prestation n'est pas disponible sur cet appareil.",
  /** A later tap on a mission whose earlier tap the server refused is not sent. */
  dependentRejected: (previous: SignalKind): string =>
    `Non envoyée\u202f: l'action précédente sur cette prestation (${kindLabels[previous]}) a été refusée.`,
  /** A message written in a thread, stored on the device until the server has it. */
  pendingSend: "En attente d'envoi",
  /** A message the server refused, with its reason. */
  messageRejected: (detail: string): string => `Non envoyé\u202f: ${detail}`,
  messageRejectedWithoutDetail: 'Message refusé par le serveur.',
  notSignedInToWrite: 'Vous devez être connecté(e) pour écrire un message.',
  /** A whole-batch refusal whose body carries no usable sentence. */
  rejectedWithoutDetail: 'Action refusée par le serveur.',
} as const;

/** How an outbox action is named to the nurse. */
export const kindLabels: Record<SignalKind, string> = {
  accept: 'Accepter',
  start: 'Commencer',
  end: 'Terminer',
};
