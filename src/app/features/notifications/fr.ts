import type { NotificationType } from '../../../contract/notifications.ts';

/** French strings of the notifications screen (docs/product-rules.md §6, §8). */
export const fr = {
  title: 'Notifications',
  subtitle: 'Les nouvelles de vos comptes, prestations, échanges et messages.',
  empty: 'Aucune notification',
  unread: 'Non lu',
  markRead: 'Marquer comme lu',
  markAllRead: 'Tout marquer comme lu',
  clearRead: 'Supprimer les notifications lues',
  cleared: 'Notifications supprimées',
  clearFailed: 'Échec de la suppression',
  loadFailed: 'Échec du chargement des notifications',
  updateFailed: 'Échec de la mise à jour',
  listLabel: 'Liste des notifications',
  /** « Reçue le 12 mars 2025 à 14:05 » is read as a date; the visible text is the date alone. */
  receivedAt: 'Reçue le',
} as const;

/** The type badge of each notification. */
export const typeLabels: Record<NotificationType, string> = {
  approval: 'Validation',
  rejection: 'Refus',
  message: 'Message',
  schedule: 'Horaire',
  exchange: 'Échange',
  payslip: 'Fiche de paie',
  mission: 'Prestation',
};
