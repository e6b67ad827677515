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
  /** Day headings of the grouped list (business time zone). */
  today: 'Aujourd’hui',
  yesterday: 'Hier',
  /** « + 4 autres »: the group's other notifications, shown on demand. */
  more: (n: number) => (n === 1 ? '+ 1 autre' : `+ ${n} autres`),
  less: 'Masquer',
  /** The unread badge of a group of several. */
  unreadCount: (n: number) => (n === 1 ? 'Non lu' : `${n} non lus`),
  /** The accessible name of a group's « Marquer comme lu » when it marks several. */
  markGroupRead: (n: number) => `Marquer comme lu (${n} notifications)`,
  dayListLabel: (day: string) => `Notifications – ${day}`,
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
