import { deName } from '../../../domain/text/de-name.ts';

/** French strings of the dashboards (docs/product-rules.md §6, §8). */
export const fr = {
  welcome: (name: string) => `Bienvenue, ${name}!`,
  fallbackName: 'Utilisateur',
  statsFailed: 'Échec du chargement des statistiques',
  countersTitle: "En un coup d'œil",

  staff: {
    mySchedules: 'Mes horaires',
    completed: 'Prestations terminées',
    unreadMessages: 'Messages non lus',
    notifications: 'Notifications non lues',
    quickActions: 'Accès rapides',
  },

  /** The professional's quick actions (docs/product-rules.md §6), each with what it is for. */
  quickActions: {
    '/mes-prestations': {
      title: 'Mes prestations',
      text: 'Voir et valider mes prestations assignées',
    },
    '/missions-disponibles': {
      title: 'Missions disponibles',
      text: 'Prendre une mission à pourvoir',
    },
    '/schedules': { title: 'Mes disponibilités', text: 'Gérer mes disponibilités' },
    '/messages': { title: 'Messages', text: 'Lire et envoyer mes messages' },
    '/exchanges': { title: 'Échanges', text: 'Échanger des prestations' },
  },

  admin: {
    title: 'Tableau de bord administrateur',
    subtitle: 'Ce qui attend votre décision, et le mois en cours.',
    pendingUsers: 'Comptes en attente',
    pendingUsersLink: 'Valider les comptes',
    pendingMissions: 'Prestations à approuver',
    pendingMissionsLink: 'Approuver les prestations',
    contestedHours: 'Heures contestées',
    contestedHoursLink: 'Trancher les contestations',
    inProgress: 'Prestations en cours',
    completedThisMonth: (month: string) => `Terminées en ${month}`,
    grossThisMonth: (month: string) => `Montant brut ${deName(month)}`,
    unpriced: (count: number) =>
      count === 1
        ? "1 prestation terminée ce mois-ci n'est pas comptée : un tarif de son établissement manque."
        : `${count} prestations terminées ce mois-ci ne sont pas comptées : un tarif de leur établissement manque.`,
  },

  institution: {
    awaitingValidation: 'Heures à valider',
    awaitingValidationLink: 'Valider les heures',
    upcoming: 'Prestations à venir',
    completed: 'Prestations terminées',
    paid: 'Prestations payées',
  },
} as const;
