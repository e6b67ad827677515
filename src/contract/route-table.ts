/**
 * Every call of the Relève API, once: its name, method, path (under `/api`, with `:param`s),
 * who may make it and a short French summary. This module holds no schema and imports nothing,
 * so that the service worker and the offline layer can use it without loading zod; the request
 * and response schemas of each call are attached by name in `routes.ts`.
 *
 * The server registers exactly these routes (`src/server/http/register-routes.ts`), the app calls
 * them through one client (`src/app/api/client.ts`), the OpenAPI document is generated from
 * them, and the authorization and hostile-input suites iterate them.
 */

export const ROLES = ['admin', 'nurse', 'caregiver', 'institution'] as const;
export type RoleName = (typeof ROLES)[number];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, any signed-in account, or only the listed roles (others get a 403
 * with `forbidden` as detail, before their input is even read). Ownership of the object a
 * call names is checked by the handler: someone else's object answers 404.
 */
export type Access = 'public' | 'signed-in' | readonly RoleName[];

export interface RouteInfo {
  readonly method: Method;
  readonly path: string;
  readonly access: Access;
  /** The French summary shown in the published API documentation. */
  readonly summary: string;
  /** Groups the calls in the documentation. */
  readonly tag: string;
  /** The French detail of the 403 given to a role outside `access`. */
  readonly forbidden?: string;
  /** A list in cursor pages: the next page's cursor in the `X-Next-Cursor` answer header. */
  readonly paged?: true;
}

const PROFESSIONALS = ['nurse', 'caregiver'] as const;
const ADMIN = ['admin'] as const;

export const ROUTE_TABLE = {
  // ——— Service ———
  health: {
    method: 'GET',
    path: '/health',
    access: 'public',
    tag: 'Service',
    summary: 'État du service (pour les répartiteurs de charge).',
  },
  appConfig: {
    method: 'GET',
    path: '/config',
    access: 'public',
    tag: 'Service',
    summary: "Réglages publics de l'application (fuseau horaire métier).",
  },

  // ——— Accounts ———
  register: {
    method: 'POST',
    path: '/auth/register',
    access: 'public',
    tag: 'Comptes',
    summary: 'Créer un compte (en attente de validation par un administrateur).',
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    tag: 'Comptes',
    summary: 'Se connecter : renvoie un jeton de session et le compte.',
  },
  me: {
    method: 'GET',
    path: '/auth/me',
    access: 'signed-in',
    tag: 'Comptes',
    summary: 'Le compte de la session en cours.',
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    access: 'signed-in',
    tag: 'Comptes',
    summary:
      'Se déconnecter : tous les jetons du compte cessent de valoir, sur tous les appareils.',
  },
  // ——— Two-factor sign-in ———
  twoFactorStatus: {
    method: 'GET',
    path: '/auth/2fa',
    access: 'signed-in',
    tag: 'Comptes',
    summary: 'Double authentification : activée ou non pour son propre compte.',
  },
  setupTwoFactor: {
    method: 'POST',
    path: '/auth/2fa/setup',
    access: 'signed-in',
    tag: 'Comptes',
    summary:
      "Double authentification : un nouveau secret à scanner (URL otpauth) ou à saisir dans l'application.",
  },
  enableTwoFactor: {
    method: 'POST',
    path: '/auth/2fa/enable',
    access: 'signed-in',
    tag: 'Comptes',
    summary:
      "Activer la double authentification avec un code de l'application : renvoie les dix codes de secours, une seule fois.",
  },
  verifyTwoFactor: {
    method: 'POST',
    path: '/auth/2fa/verify',
    access: 'public',
    tag: 'Comptes',
    summary:
      'Finir une connexion en double authentification : code de l’application ou code de secours, puis le jeton de session.',
  },
  disableTwoFactor: {
    method: 'DELETE',
    path: '/auth/2fa',
    access: 'signed-in',
    tag: 'Comptes',
    summary: "Désactiver la double authentification avec un code de l'application ou de secours.",
  },
  listUsers: {
    method: 'GET',
    path: '/users',
    access: ADMIN,
    tag: 'Comptes',
    summary: 'Tous les comptes, avec leurs coordonnées (administrateur).',
    paged: true,
  },
  directory: {
    method: 'GET',
    path: '/users/directory',
    access: 'signed-in',
    tag: 'Comptes',
    summary: 'Annuaire des comptes validés : nom, rôle et photo, sans coordonnées.',
  },
  updateMySettings: {
    method: 'PUT',
    path: '/users/me/settings',
    access: 'signed-in',
    tag: 'Comptes',
    summary:
      'Modifier ses réglages : la lecture de la position du téléphone à chaque geste (soignant).',
  },
  approveUser: {
    method: 'POST',
    path: '/users/:id/approve',
    access: ADMIN,
    tag: 'Comptes',
    summary: 'Valider un compte (administrateur).',
  },
  rejectUser: {
    method: 'POST',
    path: '/users/:id/reject',
    access: ADMIN,
    tag: 'Comptes',
    summary: 'Refuser un compte (administrateur).',
  },

  updateMe: {
    method: 'PUT',
    path: '/users/me',
    access: 'signed-in',
    tag: 'Comptes',
    summary: 'Modifier ses coordonnées : prénom, nom, téléphone et adresse.',
  },
  changePassword: {
    method: 'PUT',
    path: '/auth/password',
    access: 'signed-in',
    tag: 'Comptes',
    summary:
      'Changer son mot de passe : les autres sessions prennent fin, celle-ci reçoit un nouveau jeton.',
  },
  uploadMyPhoto: {
    method: 'PUT',
    path: '/users/me/photo',
    access: 'signed-in',
    tag: 'Comptes',
    summary:
      'Envoyer sa photo (JPEG, PNG ou WebP, 5 Mo au plus) : gardée en base, réduite à 512 px.',
  },
  deleteMyPhoto: {
    method: 'DELETE',
    path: '/users/me/photo',
    access: 'signed-in',
    tag: 'Comptes',
    summary: 'Retirer sa photo.',
  },
  userPhoto: {
    method: 'GET',
    path: '/users/:id/photo',
    access: 'public',
    tag: 'Comptes',
    summary:
      "La photo d'un compte, à l'adresse versionnée que donne `profile_photo` (sans jeton, pour les balises image).",
  },
  createMyCalendar: {
    method: 'POST',
    path: '/users/me/calendar',
    access: 'signed-in',
    tag: 'Comptes',
    summary:
      'Créer son lien d’agenda privé (iCalendar) : ses prestations assignées, acceptées et en cours. Un nouveau lien remplace l’ancien, qui cesse de fonctionner.',
  },
  myCalendar: {
    method: 'GET',
    path: '/users/me/calendar',
    access: 'signed-in',
    tag: 'Comptes',
    summary: 'Son lien d’agenda privé, ou des valeurs nulles s’il n’y en a pas.',
  },
  deleteMyCalendar: {
    method: 'DELETE',
    path: '/users/me/calendar',
    access: 'signed-in',
    tag: 'Comptes',
    summary: 'Retirer son lien d’agenda : il cesse de fonctionner aussitôt.',
  },
  calendarFeed: {
    method: 'GET',
    path: '/calendar/:file',
    access: 'public',
    tag: 'Comptes',
    summary:
      'Le flux iCalendar d’un lien d’agenda (`{jeton}.ics`, sans session : le jeton est la clé), pour l’abonnement du téléphone.',
  },
  // ——— Credentials and personal data ———
  verifyRpps: {
    method: 'PUT',
    path: '/users/:id/rpps/verify',
    access: ADMIN,
    tag: 'Justificatifs',
    summary: 'Marquer le numéro RPPS d’une infirmière comme vérifié (par qui, quand).',
  },
  uploadMyDocument: {
    method: 'POST',
    path: '/users/me/documents',
    access: PROFESSIONALS,
    tag: 'Justificatifs',
    summary:
      'Déposer un justificatif (multipart : `kind`, `expires_on` facultatif, `file` PDF, JPEG ou PNG de 10 Mo au plus) ; il attend la vérification de l’administrateur.',
    forbidden: 'Seuls les professionnels déposent des justificatifs.',
  },
  userDocuments: {
    method: 'GET',
    path: '/users/:id/documents',
    access: 'signed-in',
    tag: 'Justificatifs',
    summary: 'Les justificatifs d’un compte, pour la personne elle-même ou l’administrateur.',
  },
  documentFile: {
    method: 'GET',
    path: '/documents/:id/file',
    access: 'signed-in',
    tag: 'Justificatifs',
    summary: 'Le fichier d’un justificatif, pour sa propriétaire ou l’administrateur.',
  },
  verifyDocument: {
    method: 'PUT',
    path: '/documents/:id/verify',
    access: ADMIN,
    tag: 'Justificatifs',
    summary: 'Vérifier ou refuser un justificatif (avec un motif) ; la personne en est avertie.',
  },
  deleteMyDocument: {
    method: 'DELETE',
    path: '/documents/:id',
    access: PROFESSIONALS,
    tag: 'Justificatifs',
    summary: 'Retirer un de ses justificatifs.',
  },
  exportMe: {
    method: 'GET',
    path: '/users/me/export',
    access: 'signed-in',
    tag: 'Comptes',
    summary: 'Tout ce que Relève garde sur l’appelant, en un document JSON à télécharger.',
  },
  deleteMe: {
    method: 'DELETE',
    path: '/users/me',
    access: ['nurse', 'caregiver', 'institution'],
    tag: 'Comptes',
    summary:
      'Supprimer son compte (mot de passe requis) : il est anonymisé, toutes ses sessions prennent fin ; bulletins et facturation restent, au nom de « Compte supprimé ».',
    forbidden: 'Un compte administrateur ne se supprime pas depuis l’application.',
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/auth/password-reset/request',
    access: 'public',
    tag: 'Comptes',
    summary:
      'Demander un lien de réinitialisation du mot de passe : même réponse que le compte existe ou non.',
  },
  createPasswordResetLink: {
    method: 'POST',
    path: '/users/:id/password-reset-link',
    access: ADMIN,
    tag: 'Comptes',
    summary:
      "Créer un lien de réinitialisation du mot de passe d'un compte (administrateur) : il sert une fois, pendant une heure.",
  },
  acceptInvitation: {
    method: 'POST',
    path: '/auth/invitation',
    access: 'public',
    tag: 'Comptes',
    summary:
      "Accepter l'invitation d'un établissement avec son lien et un mot de passe : crée le compte du membre et l'ouvre.",
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/password-reset',
    access: 'public',
    tag: 'Comptes',
    summary:
      'Choisir un nouveau mot de passe avec un lien de réinitialisation : toutes les sessions du compte prennent fin.',
  },

  // ——— Missions ———
  listMissions: {
    method: 'GET',
    path: '/prestations',
    access: 'signed-in',
    tag: 'Prestations',
    summary: "Les prestations visibles par l'appelant (les siennes pour un soignant).",
    paged: true,
  },
  myMissions: {
    method: 'GET',
    path: '/prestations/me',
    access: 'signed-in',
    tag: 'Prestations',
    summary: "Les prestations assignées à l'appelant (ETag : une liste inchangée coûte un 304).",
  },
  pendingMissions: {
    method: 'GET',
    path: '/prestations/pending',
    access: ADMIN,
    tag: 'Prestations',
    summary: 'Les demandes de prestation en attente de validation (administrateur).',
  },
  institutionMissions: {
    method: 'GET',
    path: '/institutions/prestations',
    access: ['institution'],
    tag: 'Prestations',
    summary: "Les prestations de l'établissement appelant.",
    paged: true,
  },
  getMission: {
    method: 'GET',
    path: '/prestations/:id',
    access: 'signed-in',
    tag: 'Prestations',
    summary: 'Une prestation visible par l’appelant.',
  },
  createMissionsBatch: {
    method: 'POST',
    path: '/prestations/batch',
    access: ['admin', 'institution'],
    tag: 'Prestations',
    summary:
      'Créer jusqu’à 100 prestations d’un coup : toutes ou aucune (422 situé par l’index de la prestation en faute).',
  },
  createMission: {
    method: 'POST',
    path: '/prestations',
    access: ['admin', 'institution'],
    tag: 'Prestations',
    summary:
      "Créer une prestation (un établissement la demande, l'administrateur peut l'assigner).",
  },
  approveMission: {
    method: 'PUT',
    path: '/prestations/:id/approve',
    access: ADMIN,
    tag: 'Prestations',
    summary: 'Valider une demande en assignant un soignant (administrateur).',
  },
  acceptMission: {
    method: 'PUT',
    path: '/prestations/:id/accept',
    access: 'signed-in',
    tag: 'Prestations',
    summary: 'Accepter sa prestation (idempotent par client_action_id ou Idempotency-Key).',
  },
  startMission: {
    method: 'PUT',
    path: '/prestations/:id/start',
    access: 'signed-in',
    tag: 'Prestations',
    summary: 'Commencer sa prestation, à l’heure du geste (idempotent).',
  },
  endMission: {
    method: 'PUT',
    path: '/prestations/:id/end',
    access: 'signed-in',
    tag: 'Prestations',
    summary: 'Terminer sa prestation, à l’heure du geste (idempotent).',
  },
  cancelMission: {
    method: 'PUT',
    path: '/prestations/:id/cancel',
    access: 'signed-in',
    tag: 'Prestations',
    summary: "Annuler une prestation (l'administrateur, ou l'établissement pour la sienne).",
  },
  correctActuals: {
    method: 'PATCH',
    path: '/prestations/:id/actuals',
    access: ADMIN,
    tag: 'Prestations',
    summary: 'Corriger les heures réelles de début et de fin (administrateur).',
  },
  missionCandidates: {
    method: 'GET',
    path: '/prestations/:id/candidates',
    access: ADMIN,
    tag: 'Prestations',
    summary:
      'Les soignants validés et, pour chacun, s’il peut prendre la prestation ou pourquoi pas (administrateur).',
  },
  publishMission: {
    method: 'PUT',
    path: '/prestations/:id/publish',
    access: ADMIN,
    tag: 'Prestations',
    summary:
      'Publier une demande : elle devient « À pourvoir » et les soignants éligibles sont prévenus.',
  },
  openMissions: {
    method: 'GET',
    path: '/prestations/open',
    access: ['nurse', 'caregiver', 'admin'],
    tag: 'Prestations',
    summary:
      'Les missions à pourvoir que l’appelant peut prendre, les plus proches d’abord, avec leur rémunération estimée.',
  },
  claimMission: {
    method: 'PUT',
    path: '/prestations/:id/claim',
    access: PROFESSIONALS,
    tag: 'Prestations',
    summary:
      'Prendre une mission à pourvoir : la première demande l’emporte, les suivantes reçoivent un 409.',
  },
  withdrawMission: {
    method: 'PUT',
    path: '/prestations/:id/withdraw',
    access: PROFESSIONALS,
    tag: 'Prestations',
    summary: 'Se retirer de sa mission plus de 48 h avant son début : elle redevient à pourvoir.',
  },
  validateMission: {
    method: 'PUT',
    path: '/prestations/:id/validate',
    access: ['institution', 'admin'],
    forbidden: "Seul l'établissement de la prestation ou l'administrateur peut valider ses heures.",
    tag: 'Prestations',
    summary:
      "Valider les heures d'une prestation terminée (son établissement ; l'administrateur tranche une contestation).",
  },
  contestMission: {
    method: 'PUT',
    path: '/prestations/:id/contest',
    access: ['institution'],
    forbidden: "Seul l'établissement de la prestation peut contester ses heures.",
    tag: 'Prestations',
    summary:
      "Contester les heures d'une prestation terminée en proposant les siennes, avec une raison (son établissement).",
  },
  missionsToValidate: {
    method: 'GET',
    path: '/prestations/validation',
    access: ['institution', 'admin'],
    forbidden: "Réservé aux établissements de santé et à l'administrateur.",
    tag: 'Prestations',
    summary:
      'Les prestations terminées dont les heures attendent la validation ou sont contestées (les siennes pour un établissement).',
  },
  syncActions: {
    method: 'POST',
    path: '/sync/actions',
    access: 'signed-in',
    tag: 'Prestations',
    summary: 'Rejouer les gestes faits hors ligne, dans leur ordre (idempotent).',
  },
  syncMissions: {
    method: 'GET',
    path: '/sync/missions',
    access: 'signed-in',
    tag: 'Prestations',
    summary:
      "Les prestations de l'appelant modifiées depuis un curseur (toutes sans curseur), et celles qui ne sont plus les siennes.",
  },

  // ——— Dashboard ———
  dashboardStats: {
    method: 'GET',
    path: '/dashboard/stats',
    access: 'signed-in',
    tag: 'Tableau de bord',
    summary: "Les compteurs du tableau de bord de l'appelant.",
  },
  adminDashboard: {
    method: 'GET',
    path: '/dashboard/admin',
    access: ADMIN,
    tag: 'Tableau de bord',
    summary: "Le tableau de bord de l'administrateur.",
  },
  institutionDashboard: {
    method: 'GET',
    path: '/dashboard/institution',
    access: ['institution'],
    tag: 'Tableau de bord',
    summary: "Le tableau de bord de l'établissement.",
  },
  dashboardUrgent: {
    method: 'GET',
    path: '/dashboard/urgent',
    access: 'signed-in',
    tag: 'Tableau de bord',
    summary:
      "Ce qui attend l'appelant maintenant : prestations non pourvues qui commencent bientôt, heures, contrats, documents, fiches de paie, comptes.",
  },

  // ——— Exchanges ———
  listExchanges: {
    method: 'GET',
    path: '/exchanges',
    access: 'signed-in',
    tag: 'Échanges',
    summary: "Les propositions d'échange envoyées et reçues par l'appelant.",
  },
  proposeExchange: {
    method: 'POST',
    path: '/exchanges',
    access: 'signed-in',
    tag: 'Échanges',
    summary: 'Proposer sa prestation à un(e) collègue.',
  },
  respondExchange: {
    method: 'PUT',
    path: '/exchanges/:id/respond',
    access: 'signed-in',
    tag: 'Échanges',
    summary: "Accepter ou refuser une proposition d'échange reçue.",
  },

  // ——— Messages ———
  conversations: {
    method: 'GET',
    path: '/messages/conversations',
    access: 'signed-in',
    tag: 'Messages',
    summary: "Les conversations de l'appelant, avec leurs derniers messages.",
  },
  sendMessage: {
    method: 'POST',
    path: '/messages',
    access: 'signed-in',
    tag: 'Messages',
    summary: 'Envoyer un message.',
  },
  readConversation: {
    method: 'PUT',
    path: '/messages/conversations/:other_user_id/read',
    access: 'signed-in',
    tag: 'Messages',
    summary: 'Marquer comme lus les messages reçus dans une conversation.',
  },

  // ——— Notifications ———
  listNotifications: {
    method: 'GET',
    path: '/notifications',
    access: 'signed-in',
    tag: 'Notifications',
    summary: "Les notifications de l'appelant, les plus récentes d'abord.",
  },
  unreadCount: {
    method: 'GET',
    path: '/notifications/unread-count',
    access: 'signed-in',
    tag: 'Notifications',
    summary: 'Le nombre de notifications non lues.',
  },
  markNotificationRead: {
    method: 'PUT',
    path: '/notifications/:id/read',
    access: 'signed-in',
    tag: 'Notifications',
    summary: 'Marquer une notification comme lue.',
  },
  markAllNotificationsRead: {
    method: 'PUT',
    path: '/notifications/read-all',
    access: 'signed-in',
    tag: 'Notifications',
    summary: "Marquer comme lues toutes les notifications de l'appelant.",
  },
  clearReadNotifications: {
    method: 'DELETE',
    path: '/notifications',
    access: 'signed-in',
    tag: 'Notifications',
    summary: 'Supprimer les notifications déjà lues.',
  },
  pushPublicKey: {
    method: 'GET',
    path: '/push/public-key',
    access: 'signed-in',
    tag: 'Notifications',
    summary: 'La clé publique VAPID pour s’abonner aux notifications push.',
  },
  subscribePush: {
    method: 'POST',
    path: '/push/subscriptions',
    access: 'signed-in',
    tag: 'Notifications',
    summary: 'Abonner cet appareil aux notifications push.',
  },
  unsubscribePush: {
    method: 'DELETE',
    path: '/push/subscriptions',
    access: 'signed-in',
    tag: 'Notifications',
    summary: 'Désabonner cet appareil des notifications push.',
  },

  // ——— Teams ———
  listTeams: {
    method: 'GET',
    path: '/teams',
    access: 'signed-in',
    tag: 'Équipes',
    summary: "Les équipes (toutes pour l'administrateur, les siennes pour un soignant).",
  },
  createTeam: {
    method: 'POST',
    path: '/teams',
    access: ADMIN,
    tag: 'Équipes',
    summary: 'Créer une équipe (administrateur).',
  },
  updateTeam: {
    method: 'PUT',
    path: '/teams/:id',
    access: ADMIN,
    tag: 'Équipes',
    summary: 'Modifier une équipe (administrateur).',
  },
  deleteTeam: {
    method: 'DELETE',
    path: '/teams/:id',
    access: ADMIN,
    tag: 'Équipes',
    summary: 'Supprimer une équipe (administrateur).',
  },

  // ——— Establishments ———
  listInstitutions: {
    method: 'GET',
    path: '/institutions',
    access: 'signed-in',
    tag: 'Établissements',
    summary: "Les établissements validés (tous pour l'administrateur).",
  },
  myInstitution: {
    method: 'GET',
    path: '/institutions/me',
    access: ['institution'],
    forbidden: 'Réservé aux établissements de santé.',
    tag: 'Établissements',
    summary: "L'établissement appelant, avec ses tarifs.",
  },
  updateInstitution: {
    method: 'PUT',
    path: '/institutions/:id',
    access: ['admin', 'institution'],
    tag: 'Établissements',
    summary: "Modifier un établissement (le sien, ou n'importe lequel pour l'administrateur).",
  },
  inviteMember: {
    method: 'POST',
    path: '/institutions/:id/members',
    access: ['admin', 'institution'],
    tag: 'Établissements',
    summary:
      "Inviter une personne à gérer l'établissement avec lui : un lien à usage unique, valable 7 jours, envoyé par e-mail si l'envoi est configuré (le titulaire du compte de l'établissement et l'administrateur).",
  },
  listMembers: {
    method: 'GET',
    path: '/institutions/:id/members',
    access: ['admin', 'institution'],
    tag: 'Établissements',
    summary:
      "L'équipe de l'établissement : son titulaire puis ses membres (le titulaire et l'administrateur).",
  },
  removeMember: {
    method: 'DELETE',
    path: '/institutions/:id/members/:user_id',
    access: ['admin', 'institution'],
    tag: 'Établissements',
    summary:
      "Retirer un membre de l'équipe : son compte est fermé et ses sessions prennent fin aussitôt (le titulaire et l'administrateur).",
  },

  // ——— Availability ———
  listSchedules: {
    method: 'GET',
    path: '/schedules',
    access: 'signed-in',
    tag: 'Disponibilités',
    summary: 'Les disponibilités déclarées (les siennes pour un soignant).',
  },
  createSchedule: {
    method: 'POST',
    path: '/schedules',
    access: PROFESSIONALS,
    forbidden: 'Seuls les infirmier(ère)s et aides-soignant(e)s déclarent des disponibilités.',
    tag: 'Disponibilités',
    summary: 'Déclarer une disponibilité (soignant).',
  },
  updateSchedule: {
    method: 'PUT',
    path: '/schedules/:id',
    access: PROFESSIONALS,
    forbidden: 'Seuls les infirmier(ère)s et aides-soignant(e)s déclarent des disponibilités.',
    tag: 'Disponibilités',
    summary:
      'Modifier une de ses disponibilités encore libre (soignant ; 409 si elle est réservée ou passée).',
  },
  deleteSchedule: {
    method: 'DELETE',
    path: '/schedules/:id',
    access: PROFESSIONALS,
    forbidden: 'Seuls les infirmier(ère)s et aides-soignant(e)s déclarent des disponibilités.',
    tag: 'Disponibilités',
    summary:
      'Supprimer une de ses disponibilités encore libre (soignant ; 409 si elle est réservée).',
  },

  // ——— Pay ———
  listPayslips: {
    method: 'GET',
    path: '/payslips',
    access: 'signed-in',
    tag: 'Paie',
    summary: "Les fiches de paie (toutes pour l'administrateur, les siennes sinon).",
  },
  getPayslip: {
    method: 'GET',
    path: '/payslips/:id',
    access: 'signed-in',
    tag: 'Paie',
    summary: 'Une fiche de paie.',
  },
  generatePayslip: {
    method: 'POST',
    path: '/payslips/generate',
    access: ADMIN,
    tag: 'Paie',
    summary: "Générer la fiche de paie d'un soignant sur une période (administrateur).",
  },
  billingMonths: {
    method: 'GET',
    path: '/billing/months',
    access: ['institution', 'admin'],
    forbidden: "Réservé aux établissements de santé et à l'administrateur.",
    tag: 'Facturation',
    summary: 'Les mois facturés, avec leurs montants en centimes.',
  },
  billingMonthCsv: {
    method: 'GET',
    path: '/billing/months/:month.csv',
    access: ['institution', 'admin'],
    forbidden: "Réservé aux établissements de santé et à l'administrateur.",
    tag: 'Facturation',
    summary: "Le relevé d'un mois au format CSV.",
  },
  // ——— The platform's identity (seller of invoices, debtor of transfers) ———
  getCompanySettings: {
    method: 'GET',
    path: '/settings/company',
    access: ADMIN,
    tag: 'Réglages',
    summary: 'Identité de la plateforme : raison sociale, SIREN, TVA, adresse, IBAN, BIC.',
  },
  putCompanySettings: {
    method: 'PUT',
    path: '/settings/company',
    access: ADMIN,
    tag: 'Réglages',
    summary: "Modifier l'identité de la plateforme (administrateur).",
  },

  // ——— Operating it ———
  listAudit: {
    method: 'GET',
    path: '/audit',
    access: ADMIN,
    tag: 'Exploitation',
    summary:
      'Le journal des décisions (comptes, justificatifs, heures, argent), du plus récent au plus ancien (administrateur).',
    paged: true,
  },

  // ——— Paying the professionals ———
  updateMyBank: {
    method: 'PUT',
    path: '/users/me/bank',
    access: PROFESSIONALS,
    forbidden: 'Seuls les professionnels donnent des coordonnées bancaires.',
    tag: 'Paie',
    summary:
      'Donner ou changer ses coordonnées bancaires (IBAN d’un pays SEPA, titulaire) : elles sont ensuite montrées masquées ; elle en est avertie, aussi par e-mail.',
  },
  listPayouts: {
    method: 'GET',
    path: '/payouts',
    access: ADMIN,
    tag: 'Paie',
    summary: 'Les virements de paie, les plus récents d’abord (administrateur).',
  },
  createPayout: {
    method: 'POST',
    path: '/payouts',
    access: ADMIN,
    tag: 'Paie',
    summary:
      'Préparer un virement des fiches de paie choisies, ou de toutes celles qui ne sont dans aucun virement ; celles sans coordonnées bancaires sont écartées, avec la raison.',
  },
  payoutSepaFile: {
    method: 'GET',
    path: '/payouts/:id/sepa.xml',
    access: ADMIN,
    tag: 'Paie',
    summary:
      'Le fichier de virement SEPA (pain.001.001.09) d’un virement, à déposer à la banque : le seul endroit où les IBAN figurent en entier.',
  },
  markPayoutSent: {
    method: 'PUT',
    path: '/payouts/:id/sent',
    access: ADMIN,
    tag: 'Paie',
    summary:
      'Marquer un virement comme envoyé à la banque : ses fiches de paie sont payées et chaque professionnel est averti de son montant.',
  },

  // ——— Invoices (Factur-X) ———
  issueInvoices: {
    method: 'POST',
    path: '/invoices/issue',
    access: ADMIN,
    tag: 'Factures',
    summary:
      "Émettre les factures d'un mois : une par établissement, pour les prestations validées non encore facturées.",
  },
  listInvoices: {
    method: 'GET',
    path: '/invoices',
    access: ['institution', 'admin'],
    forbidden: "Réservé aux établissements de santé et à l'administrateur.",
    tag: 'Factures',
    summary:
      "Les factures et avoirs : tous pour l'administrateur, les siens pour un établissement.",
  },
  pendingInvoices: {
    method: 'GET',
    path: '/invoices/pending',
    access: ['institution', 'admin'],
    forbidden: "Réservé aux établissements de santé et à l'administrateur.",
    tag: 'Factures',
    summary: 'Ce qui reste à facturer pour un mois, par établissement.',
  },
  getInvoice: {
    method: 'GET',
    path: '/invoices/:id',
    access: ['institution', 'admin'],
    forbidden: "Réservé aux établissements de santé et à l'administrateur.",
    tag: 'Factures',
    summary: 'Une facture ou un avoir.',
  },
  invoicePdf: {
    method: 'GET',
    path: '/invoices/:id/pdf',
    access: ['institution', 'admin'],
    forbidden: "Réservé aux établissements de santé et à l'administrateur.",
    tag: 'Factures',
    summary: 'Le PDF Factur-X (PDF/A-3, XML EN 16931 joint) tel qu’émis.',
  },
  invoiceXml: {
    method: 'GET',
    path: '/invoices/:id/xml',
    access: ['institution', 'admin'],
    forbidden: "Réservé aux établissements de santé et à l'administrateur.",
    tag: 'Factures',
    summary: 'Le XML CII (EN 16931) de la facture, tel qu’émis.',
  },
  markInvoicePaid: {
    method: 'PUT',
    path: '/invoices/:id/paid',
    access: ADMIN,
    tag: 'Factures',
    summary: 'Marquer une facture payée, avec le jour du paiement.',
  },

  // ——— Contracts of missions ———
  getContract: {
    method: 'GET',
    path: '/prestations/:id/contract',
    access: 'signed-in',
    tag: 'Contrats',
    summary:
      'Le contrat en vigueur d’une prestation (sa professionnelle, son établissement, l’administrateur) : version, statut, empreinte SHA-256 et adresse du PDF.',
  },
  signContract: {
    method: 'PUT',
    path: '/prestations/:id/contract/sign',
    access: ['nurse', 'caregiver', 'institution'],
    forbidden: 'Seuls le professionnel de la mission et son établissement signent son contrat.',
    tag: 'Contrats',
    summary:
      'Signer le contrat en confirmant l’empreinte SHA-256 de la version lue (409 si elle a changé). Signé des deux côtés, le PDF est scellé par la plateforme.',
  },
  listContracts: {
    method: 'GET',
    path: '/contracts',
    access: 'signed-in',
    tag: 'Contrats',
    summary:
      'Les contrats qui attendent sa signature (`status=to_sign`, par défaut ; tous ceux à signer pour l’administrateur), ou ses contrats signés (`status=signed`).',
  },
  contractPdf: {
    method: 'GET',
    path: '/contracts/:id.pdf',
    access: 'signed-in',
    tag: 'Contrats',
    summary:
      'Le PDF d’un contrat (scellé une fois signé des deux côtés), à ses seules parties et à l’administrateur.',
  },
  listFavorites: {
    method: 'GET',
    path: '/institutions/:id/favorites',
    access: ['institution', 'admin'],
    tag: 'Établissements',
    summary: 'Les soignants favoris de l’établissement (« Mes soignants »), proposés en premier.',
  },
  addFavorite: {
    method: 'PUT',
    path: '/institutions/:id/favorites/:userId',
    access: ['institution', 'admin'],
    tag: 'Établissements',
    summary: 'Ajouter un soignant aux favoris de l’établissement.',
  },
  removeFavorite: {
    method: 'DELETE',
    path: '/institutions/:id/favorites/:userId',
    access: ['institution', 'admin'],
    tag: 'Établissements',
    summary: 'Retirer un soignant des favoris de l’établissement.',
  },
  listBlocked: {
    method: 'GET',
    path: '/institutions/:id/blocked',
    access: ['institution', 'admin'],
    tag: 'Établissements',
    summary: 'Les soignants écartés par l’établissement, avec la raison notée.',
  },
  blockProfessional: {
    method: 'PUT',
    path: '/institutions/:id/blocked/:userId',
    access: ['institution', 'admin'],
    tag: 'Établissements',
    summary:
      'Écarter un soignant : aucune mission de l’établissement ne lui est plus assignée, proposée ni échangée (elle n’en est pas prévenue).',
  },
  unblockProfessional: {
    method: 'DELETE',
    path: '/institutions/:id/blocked/:userId',
    access: ['institution', 'admin'],
    tag: 'Établissements',
    summary: 'Ne plus écarter un soignant.',
  },

  // ——— After the mission (ratings, brief, statistics) ———
  rateMission: {
    method: 'PUT',
    path: '/prestations/:id/rating',
    access: ['nurse', 'caregiver', 'institution'],
    tag: 'Après la mission',
    summary:
      'Noter l’autre partie d’une prestation aux heures validées (1 à 5 étoiles, commentaire privé facultatif) ; modifiable 7 jours.',
  },
  missionRating: {
    method: 'GET',
    path: '/prestations/:id/rating',
    access: ['nurse', 'caregiver', 'institution'],
    tag: 'Après la mission',
    summary: 'Si l’appelant peut noter cette prestation, et la note qu’il a donnée.',
  },
  myRating: {
    method: 'GET',
    path: '/users/me/rating',
    access: ['nurse', 'caregiver', 'institution'],
    tag: 'Après la mission',
    summary: 'La moyenne et le nombre des notes reçues par l’appelant (jamais les commentaires).',
  },
  listRatings: {
    method: 'GET',
    path: '/ratings',
    access: ADMIN,
    tag: 'Après la mission',
    summary: 'Toutes les notes, commentaires compris (filtre `user_id` : données ou reçues).',
  },
  missionBrief: {
    method: 'GET',
    path: '/prestations/:id/brief',
    access: 'signed-in',
    tag: 'Après la mission',
    summary:
      'Les consignes d’une prestation ; la partie confidentielle n’est donnée à l’intervenant(e) que de 24 h avant le début jusqu’à la fin.',
  },
  updateMissionBrief: {
    method: 'PUT',
    path: '/prestations/:id/brief',
    access: ['admin', 'institution'],
    tag: 'Après la mission',
    summary: 'Modifier les consignes d’une prestation et leur partie confidentielle.',
  },
  institutionBrief: {
    method: 'GET',
    path: '/institutions/:id/brief',
    access: ['admin', 'institution'],
    tag: 'Après la mission',
    summary: 'Les consignes générales d’un établissement.',
  },
  updateInstitutionBrief: {
    method: 'PUT',
    path: '/institutions/:id/brief',
    access: ['admin', 'institution'],
    tag: 'Après la mission',
    summary: 'Modifier les consignes générales d’un établissement.',
  },
  institutionStats: {
    method: 'GET',
    path: '/institutions/:id/stats',
    access: ['admin', 'institution'],
    tag: 'Après la mission',
    summary:
      'Les statistiques mensuelles d’un établissement (créées, pourvues, taux, délai médian, heures, montants).',
  },
  platformStats: {
    method: 'GET',
    path: '/stats',
    access: ADMIN,
    tag: 'Après la mission',
    summary: 'Les statistiques mensuelles de la plateforme, avec la commission.',
  },
} as const satisfies Record<string, RouteInfo>;

export type RouteName = keyof typeof ROUTE_TABLE;

/** The lists answered in cursor pages (`paged`), the next cursor in `X-Next-Cursor`. */
export type PagedRouteName = {
  [K in RouteName]: (typeof ROUTE_TABLE)[K] extends { readonly paged: true } ? K : never;
}[RouteName];
export const ROUTE_NAMES = Object.keys(ROUTE_TABLE) as RouteName[];

/** The path of a call with its `:param`s filled in (each value URI-encoded). */
export function pathOf(name: RouteName, params: Record<string, string> = {}): string {
  return ROUTE_TABLE[name].path.replace(/:([A-Za-z_]+)/g, (_match, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`${name} : paramètre « ${param} » manquant.`);
    return encodeURIComponent(value);
  });
}
