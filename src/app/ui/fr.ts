import type { Role } from '../../contract/common.ts';

/** French strings of the shared frame and shared components. */
export const fr = {
  productName: 'Relève',
  loading: 'Chargement…',
  skipToContent: 'Aller au contenu',
  openMenu: 'Menu',
  mainMenu: 'Menu principal',
  notifications: 'Notifications',
  /** The bell's name with unread ones: « Notifications (3 non lues) ». */
  notificationsUnread: (count: number) =>
    count === 1 ? 'Notifications (1 non lue)' : `Notifications (${count} non lues)`,
  logout: 'Déconnexion',
  close: 'Fermer',
  notFoundTitle: 'Page introuvable',
  notFoundText: "Cette adresse ne correspond à aucune page de l'application.",
  backHome: "Retour à l'accueil",
} as const;

/** How a person's role is named next to them: the frame, people pickers, assignee options. */
export const roleLabels: Record<Role, string> = {
  admin: 'Administrateur',
  nurse: 'Infirmier(ère)',
  caregiver: 'Aide-soignant(e)',
  institution: 'Établissement de santé',
};
