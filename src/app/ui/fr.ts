import type { Role, TariffKey } from '../../contract/common.ts';

/** French strings of the shared frame and shared components. */
export const fr = {
  productName: 'Relève',
  /** Money inputs (src/app/ui/money-field.tsx). */
  highRateIntro: (threshold: string) =>
    `Au-delà de ${threshold}, un tarif horaire est rarement voulu\u202f:`,
  highRateQuestion: 'Est-ce bien le montant voulu\u202f?',
  highRateConfirm: 'Oui, enregistrer',
  highRateCorrect: 'Corriger',
  /** A decision waiting a few seconds before it is sent (src/app/ui/undo-toast.tsx). */
  undo: 'Annuler',
  loading: 'Chargement…',
  /** Under a paged list. */
  showMore: 'Voir plus',
  moreOffline: 'Hors ligne\u202f: la suite de la liste se chargera au retour du réseau.',
  skipToContent: 'Aller au contenu',
  openMenu: 'Menu',
  mainMenu: 'Menu principal',
  notifications: 'Notifications',
  /** The bell's name with unread ones: « Notifications (3 non lues) ». */
  notificationsUnread: (count: number) =>
    count === 1 ? 'Notifications (1 non lue)' : `Notifications (${count} non lues)`,
  logout: 'Déconnexion',
  /** The account button of the top bar: « Mon profil, Inès Moreau ». */
  account: (name: string) => `Mon profil, ${name}`,
  /** The professional's phone tabs and the « Plus » tab that opens the rest of her screens. */
  tabBar: 'Navigation principale',
  more: 'Plus',
  moreMenu: 'Autres écrans',
  /** The global offline indicator of the top bar. */
  offline: 'Hors ligne',
  offlineWaiting: (count: number) => `Hors ligne · ${count} en attente`,
  waitingToSend: (count: number) => `${count} en attente d'envoi`,
  close: 'Fermer',
  /** The table of contents of a long screen (the profile). */
  pageContents: 'Sur cette page',
  notFoundTitle: 'Page introuvable',
  notFoundText: "Cette adresse ne correspond à aucune page de l'application.",
  backHome: "Retour à l'accueil",
  screenErrorTitle: 'Une erreur est survenue',
  screenErrorText:
    'Cet écran n’a pas pu s’afficher. Le menu reste utilisable\u202f; recharger la page règle le plus souvent le problème.',
  reload: 'Recharger',
} as const;

/** How a person's role is named next to them: the frame, people pickers, assignee options. */
export const roleLabels: Record<Role, string> = {
  admin: 'Administrateur',
  nurse: 'Infirmier(ère)',
  caregiver: 'Aide-soignant(e)',
  institution: 'Établissement de santé',
};

/** The label of each tariff's input, at registration and in « Modifier ». */
export const tariffInputLabels: Record<TariffKey, string> = {
  weekday_rate: 'Tarif semaine (€/h)',
  weekend_rate: 'Tarif week-end (€/h)',
  night_week_rate: 'Tarif nuit semaine (€/h)',
  night_weekend_rate: 'Tarif nuit week-end (€/h)',
  travel_fee: 'Frais de déplacement (€)',
};
