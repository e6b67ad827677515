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
