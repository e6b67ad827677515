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
        ? "1 prestation terminée ce mois-ci n'est pas comptée\u202f: un tarif de son établissement manque."
        : `${count} prestations terminées ce mois-ci ne sont pas comptées\u202f: un tarif de leur établissement manque.`,
  },

  /** « À faire maintenant », at the top of every dashboard (issue 27). */
  urgent: {
    title: 'À faire maintenant',
    failed: 'Impossible de charger ce qui vous attend',
    nothing: 'Rien ne vous attend pour le moment.',
    unfilledTitle: 'Prestations non pourvues qui commencent bientôt',
    waitingTitle: 'En attente de votre part',
    unfilled: (status: 'pending' | 'open') => (status === 'pending' ? 'À approuver' : 'À pourvoir'),
    startsIn: (minutes: number) => `Commence dans ${minutes}\u202fmin`,
    started: (minutes: number) =>
      minutes < 1 ? 'Commence maintenant' : `A commencé il y a ${minutes}\u202fmin`,
    startsAt: (when: string) => `Début ${when}`,
    kinds: {
      accounts_to_approve: (n: number) => (n === 1 ? 'compte à approuver' : 'comptes à approuver'),
      missions_to_approve: (n: number) =>
        n === 1 ? 'prestation à approuver' : 'prestations à approuver',
      hours_to_validate: (n: number) =>
        n === 1
          ? 'prestation dont les heures sont à valider'
          : 'prestations dont les heures sont à valider',
      contracts_to_sign: (n: number) => (n === 1 ? 'contrat à signer' : 'contrats à signer'),
      documents_to_check: (n: number) => (n === 1 ? 'document à vérifier' : 'documents à vérifier'),
      payslips_to_generate: (n: number) =>
        n === 1
          ? 'soignant(e) dont la fiche de paie est à générer'
          : 'soignant(e)s dont la fiche de paie est à générer',
      missions_to_accept: (n: number) =>
        n === 1 ? 'prestation à accepter' : 'prestations à accepter',
    },
  },

  institution: {
    awaitingValidation: 'Heures à valider',
    awaitingValidationLink: 'Valider les heures',
    upcoming: 'Prestations à venir',
    completed: 'Prestations terminées',
    paid: 'Prestations payées',
  },
} as const;
