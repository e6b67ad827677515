import type { RequiredRoleName } from '../../../contract/limits.ts';
import type { SignalKind } from '../../../contract/missions.ts';

/**
 * French strings of the mission screens: approval, management, own missions and the
 * establishment's dashboard (docs/product-rules.md §1, §2, §8).
 */
export const fr = {
  // ——— Shared by the cards ———
  plannedStart: 'Début prévu',
  plannedEnd: 'Fin prévue',
  plannedDuration: 'Durée prévue',
  institution: 'Établissement',
  noInstitution: 'Aucun établissement',
  assignee: 'Assignée à',
  unassigned: 'Non assignée',
  actualStart: 'Début réel',
  actualEnd: 'Fin réelle',
  actualDuration: 'Durée réelle',
  punctuality: 'Ponctualité',
  address: 'Adresse',
  phone: 'Téléphone',
  call: (phone: string) => `Appeler ${phone}`,
  paid: 'Payée',
  /** « Début dans 2 h 15 », « Début dans 3 jours ». */
  startsIn: (delay: string) => `Début dans ${delay}`,
  startWasDue: (delay: string) => `Début prévu il y a ${delay}`,
  inProgressFor: (delay: string) => `En cours depuis ${delay}`,
  minutes: (n: number) => `${n} min`,

  // ——— Forms ———
  name: 'Nom de la prestation',
  descriptionOptional: 'Description (facultatif)',
  start: 'Début',
  end: 'Fin',
  /** Under a date-time field: the times are typed in the business time zone. */
  timeZoneHint: (zone: string): string =>
    zone === 'Europe/Paris' ? 'Heure de Paris.' : `Heure du fuseau ${zone}.`,
  /** « Profil recherché » (docs/product-rules.md §9): who may take the mission. */
  requiredRole: 'Profil recherché',
  requiredRoleInvalid: 'Choisissez le profil recherché.',
  institutionOptional: 'Établissement (facultatif)',
  assigneeOptional: 'Soignant (facultatif)',
  requiredMissing: 'Veuillez remplir tous les champs obligatoires.',
  /** Under the empty field itself. */
  nameRequired: 'Indiquez le nom de la prestation.',
  startRequired: 'Indiquez le début.',
  endRequired: 'Indiquez la fin.',
  submit: 'Créer la prestation',
  submitting: 'Création…',
  cancelForm: 'Annuler',

  // ——— Institution dashboard: « Créer une prestation » and its table ———
  createDialogTitle: 'Créer une prestation',
  createDialogButton: 'Créer une prestation',
  createDialogSubmit: "Soumettre à l'administrateur",
  institutionSubmitted: "Prestation soumise à l'administrateur.",
  institutionCreateFailed: 'Erreur lors de la création de la prestation.',
  institutionLoadFailed: 'Impossible de charger les prestations',
  institutionTableTitle: "Prestations de l'établissement",
  institutionEmpty:
    "Aucune prestation pour l'instant. Créez-en une\u202f: l'administrateur l'attribuera.",
  columns: {
    name: 'Nom',
    status: 'Statut',
    start: 'Début',
    end: 'Fin',
    assignee: 'Assignée à',
    institution: 'Établissement',
    startDate: 'Date de début',
    endDate: 'Date de fin',
    pickAssignee: 'Soignant',
    decision: 'Soignant et approbation',
    signOff: 'Heures',
  },

  // ——— Approval (admin) ———
  approvalTitle: 'Approbation des prestations',
  approvalSubtitle:
    'Choisissez un soignant et approuvez, ou publiez la prestation\u202f: les soignants qui peuvent la prendre sont prévenus.',
  approvalEmpty: 'Aucune prestation en attente.',
  approvalLoadFailed: 'Erreur lors du chargement des prestations',
  approve: 'Approuver',
  approving: 'Approbation…',
  approved: 'Prestation approuvée !',
  approveFailed: 'Erreur lors de l’approbation',
  /** As docs/product-rules.md §2 quotes it, typographic apostrophe included. */
  assigneeRequired: 'Veuillez choisir un utilisateur avant d’approuver.',
  chooseAssignee: 'Choisir un soignant',
  assigneeFor: (mission: string) => `Soignant pour « ${mission} »`,

  // ——— Candidates, override and publication (admin, docs/product-rules.md §9, §10) ———
  candidatesLoadFailed: 'Impossible de charger les soignants',
  candidatesEmpty: 'Aucun soignant validé pour le moment.',
  proofVerified: 'Justificatif vérifié',
  /** Her ratings by establishments (« After the mission »). */
  candidateRating: (average: number, count: number) =>
    `Note ${average.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}/5 (${count} avis)`,
  proofMissing: 'Sans justificatif vérifié',
  /** The reason the server gives for a professional the establishment set aside. */
  setAsideReason: "Écartée par l'établissement.",
  canTake: 'Peuvent la prendre',
  cannotTake: 'Ne peuvent pas la prendre',
  /** One of her declared availabilities covers the mission. */
  available: 'Disponible',
  /** Eligible, without a declared availability. */
  free: 'Libre',
  overrideTitle: 'Passer outre',
  overrideIntro: (person: string) =>
    `${person} ne remplit pas les conditions. Pour l’affecter quand même, donnez la raison\u202f: elle sera gardée dans le journal et affichée sur la prestation.`,
  overrideReason: 'Raison (obligatoire)',
  overrideReasonHint: '5 caractères au moins.',
  overrideReasonTooShort: 'La raison doit compter au moins 5 caractères.',
  approveForced: 'Passer outre et approuver',
  publish: 'Publier',
  publishing: 'Publication…',
  published: 'Prestation publiée\u202f: elle est à pourvoir.',
  publishFailed: 'Erreur lors de la publication',
  /** On a card, before the reason: the admin assigned someone the rules refused, and said why. */
  forcedAssignment: 'Affectation forcée\u202f:',
  /** After the admin's creation: who takes it. */
  whoTakesIt: 'Qui prend cette prestation\u202f?',
  whoTakesItIntro:
    'Choisissez un soignant et approuvez, ou publiez-la. Sinon, elle vous attend dans « Approbations ».',
  later: 'Plus tard',

  // ——— Management (admin and establishment) ———
  managementTitle: 'Prestations',
  managementSubtitleAdmin: 'Toutes les prestations, de la demande au paiement.',
  managementSubtitleInstitution: 'Les prestations de votre établissement.',
  newMission: 'Nouvelle prestation',
  created: 'Prestation créée !',
  createFailed: 'Erreur lors de la création',
  caregiversLoadFailed: 'Impossible de charger les soignants',
  institutionsLoadFailed: 'Impossible de charger les établissements',
  institutionsBadFormat: 'Format inattendu pour les établissements',
  managementLoadFailed: 'Impossible de charger les prestations',
  managementEmpty: 'Aucune prestation pour le moment.',
  /** The list's search and filters (docs/product-rules.md §14). */
  filters: {
    label: 'Rechercher et filtrer les prestations',
    search: 'Rechercher',
    searchHint: 'Nom, notes, établissement, adresse ou soignant',
    status: 'Statut',
    anyStatus: 'Tous',
    institution: 'Établissement',
    anyInstitution: 'Tous',
    professional: 'Soignant',
    anyProfessional: 'Tous',
    from: 'Du',
    to: 'Au',
    reset: 'Effacer les filtres',
    noMatch: 'Aucune prestation ne correspond à ces critères.',
  },
  /** The management list as a table at desktop widths, and its order. */
  dense: {
    label: 'Prestations, une par ligne',
    actions: 'Actions',
    /** « Corriger les heures », short in a row; the rest is read by screen readers. */
    correct: 'Corriger',
    correctRest: ' les heures',
    sortEarliest: ' — trier du plus ancien au plus récent',
    sortLatest: ' — trier du plus récent au plus ancien',
    order: 'Ordre',
    orders: {
      soonest: 'À venir d’abord',
      date_start: 'Début\u202f: plus ancien d’abord',
      '-date_start': 'Début\u202f: plus récent d’abord',
    },
  },
  shownCount: (count: number) =>
    `${count} prestation${count > 1 ? 's' : ''} affichée${count > 1 ? 's' : ''}`,
  cancel: 'Annuler',
  cancelTitle: 'Annuler la prestation\u202f?',
  /** The compensation a late cancellation owes, stated before confirming. */
  cancelCompensation: (amount: string, percent: number, person: string) =>
    `Annulation à moins de ${percent === 100 ? '24' : '48'} h du début\u202f: une indemnité d’annulation de ${amount} (${percent} % de la rémunération prévue) sera due à ${person} et facturée à l’établissement.`,
  cancelNoCompensation:
    'Plus de 48 h avant le début\u202f: aucune indemnité d’annulation n’est due.',
  cancelCompensationUnknown:
    'Le montant de l’indemnité d’annulation n’a pas pu être calculé (contrat introuvable).',
  cancelText: (mission: string) =>
    `La prestation « ${mission} » sera annulée et la personne assignée prévenue. Cette action est définitive.`,
  cancelConfirm: 'Oui, annuler la prestation',
  cancelKeep: 'Non, la garder',
  cancelled: 'Prestation annulée',
  cancelFailed: "Erreur lors de l'annulation",
  correct: 'Corriger les heures',
  correctTitle: 'Corriger les heures réelles',
  correctHintInProgress:
    "La prestation est en cours\u202f: seule l'heure de début peut être corrigée.",
  correctSubmit: 'Enregistrer les heures',
  corrected: 'Heures corrigées',
  correctFailed: 'Erreur lors de la correction des heures',
  /** Settling a contest: the form starts from the establishment's times. */
  correctFromProposal:
    "Les heures ci-dessous sont celles que propose l'établissement. Enregistrer valide la prestation avec ces heures.",
  correctDeclared: (start: string, end: string) => `Heures déclarées\u202f: ${start} – ${end}`,

  // ——— Sign-off and distances (establishment and administrator) ———
  signOff: 'Heures',
  contestReason: 'Raison de la contestation',
  proposedHours: "Heures proposées par l'établissement",
  tapPlace: 'Distances',

  // ——— My missions (professional) ———
  myTitle: 'Mes prestations',
  mySubtitle: 'Acceptez, commencez et terminez vos prestations, même hors ligne.',
  myEmpty: "Aucune prestation ne vous est assignée pour l'instant.",
  /** Older history, read from the server on demand (not kept on the phone). */
  history: {
    title: 'Historique plus ancien',
    intro: (days: number) =>
      `Ce téléphone garde vos prestations à venir et celles des ${days} derniers jours. Les plus anciennes se consultent en ligne.`,
    show: "Voir l'historique plus ancien",
    offline: "Hors ligne\u202f: l'historique plus ancien se consulte avec le réseau.",
    empty: 'Aucune prestation plus ancienne.',
    failed: "Impossible de charger l'historique",
  },
  groups: {
    inProgress: 'En cours',
    upcoming: 'À venir',
    past: 'Passées',
  },
  dismiss: 'Fermer',
  nextMission: 'Prochaine prestation',
  currentMission: 'Prestation en cours',
  openMyMissions: 'Ouvrir mes prestations',
  /** The disclosure of a compact card: everything beyond when, where, status and action. */
  details: 'Détails',
  callShort: 'Appeler',
  /** After an address made a link, for screen readers. */
  onMap: ' — voir sur une carte',
  agenda: {
    title: 'Ma semaine',
    previous: 'Semaine précédente',
    next: 'Semaine suivante',
    current: 'Cette semaine',
    today: "Aujourd'hui",
    empty: 'Rien de prévu',
    view: 'Affichage',
    list: 'Liste',
    week: 'Semaine',
  },
  refused: (kindLabel: string) => `Action « ${kindLabel} » refusée`,
  /**
   * Under « Terminer maintenant ? 2 h 11 sur 7 h 00 prévues »: the end time that will be kept
   * (her first tap on « Terminer ») and the planned one.
   */
  endConfirmDetail: (recorded: string, planned: string) =>
    `Heure de fin enregistrée\u202f: ${recorded}. Fin prévue\u202f: ${planned}.`,
  /**
   * Under the question when the end would be flagged (planned + 4 h, or 12 h, exceeded): the
   * server keeps it but the establishment must confirm it before it is paid.
   */
  endConfirmLate:
    "Une fin aussi tardive sera signalée à l'établissement\u202f: vos heures devront être confirmées avant d'être payées.",
  endConfirmYes: 'Oui, terminer',
  endConfirmNo: 'Non, continuer',

  // ——— Withdrawal (her own mission, more than 48 h ahead) ———
  withdraw: 'Me retirer',
  withdrawTitle: 'Vous retirer de cette mission\u202f?',
  withdrawText: (mission: string) =>
    `« ${mission} » redeviendra à pourvoir pour les autres soignants. L’établissement et l’administrateur seront prévenus.`,
  withdrawConfirm: 'Oui, me retirer',
  withdrawKeep: 'Non, la garder',
  withdrawn: 'Vous vous êtes retiré(e)\u202f: la mission est de nouveau à pourvoir.',
  withdrawFailed: 'Erreur lors du retrait',

  // ——— « Missions disponibles » (professionals, docs/product-rules.md §10) ———
  openTitle: 'Missions disponibles',
  openSubtitle: 'Les missions à pourvoir que vous pouvez prendre, les plus proches d’abord.',
  openEmpty:
    'Aucune mission à pourvoir pour le moment. Vous serez prévenu(e) dès qu’une mission vous correspond.',
  openLoadFailed: 'Impossible de charger les missions disponibles',
  /** Before the amount: « Rémunération estimée : 213,75 € ». */
  estimatedPay: 'Rémunération estimée\u202f:',
  claim: 'Je prends cette mission',
  claiming: 'Envoi…',
  claimed: 'Mission prise\u202f! Elle est dans « Mes prestations ».',
  claimFailed: 'La mission n’a pas pu être prise. Réessayez.',
  /** docs/product-rules.md §10: the answer to the claims that lost the race. */
  taken: "Cette mission vient d'être prise.",
  claimNeedsNetwork: 'Connexion requise pour prendre une mission',
  /** Without a verified, valid document she sees the missions but cannot take them yet. */
  proofTitle: 'Justificatif requis',
  proofLink: 'Déposer un justificatif',
  proofPending:
    'Un justificatif attend la vérification de l’administrateur\u202f: vous serez prévenu(e) dès qu’il est vérifié.',
  // « Répéter » (docs/product-rules.md, « The establishment's team and planning »).
  repeat: 'Répéter',
  repeatNo: 'Ne pas répéter',
  repeatDaily: 'Tous les jours',
  repeatWeekdays: 'Certains jours de la semaine',
  repeatUntil: 'Jusqu’au (inclus)',
  repeatDays: 'Les jours',
  repeatUntilRequired: 'Indiquez jusqu’à quelle date répéter la prestation.',
  repeatUntilBefore: 'La date de fin de répétition est avant le début de la prestation.',
  repeatDaysRequired: 'Cochez au moins un jour de la semaine.',
  repeatNone: 'Aucun jour choisi ne tombe avant la date de fin de répétition.',
  repeatTooMany: (max: number) =>
    `Au plus ${max} prestations à la fois\u202f: choisissez une date de fin plus proche.`,
  // « Mes soignants »: the establishment's favourites, offered its missions first.
  favoriteAdd: 'Ajouter à Mes soignants',
  favoriteRemove: 'Retirer de Mes soignants',
  favoriteAdded: (name: string) => `${name} fait partie de vos soignants.`,
  favoriteRemoved: (name: string) => `${name} ne fait plus partie de vos soignants.`,
  favoriteFailed: 'La modification de vos soignants a échoué.',
} as const;

/** « Profil recherché »: how each value is named in the form and on the cards. */
export const requiredRoleLabels: Record<RequiredRoleName, string> = {
  any: 'Indifférent',
  nurse: 'Infirmier(ère)',
  caregiver: 'Aide-soignant(e)',
};

/** The button of each professional action, the toast of its success and of its failure. */
export const actionTexts: Record<SignalKind, { button: string; done: string; failed: string }> = {
  accept: {
    button: 'Accepter',
    done: 'Prestation acceptée',
    failed: "Erreur lors de l'acceptation",
  },
  start: { button: 'Commencer', done: 'Début signalé', failed: 'Erreur lors du démarrage' },
  end: { button: 'Terminer', done: 'Fin signalée', failed: 'Erreur lors de la fin' },
};
