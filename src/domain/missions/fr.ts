import type { MissionStatus } from './mission-status.ts';

/**
 * Every French string the mission rules can show to a user, in one place so that
 * wording is reviewed once and logic never carries literal sentences.
 */
export const fr = {
  status: {
    pending: 'En attente',
    open: 'À pourvoir',
    assigned: 'Assignée',
    accepted: 'Acceptée',
    in_progress: 'En cours',
    completed: 'Terminée',
    cancelled: 'Annulée',
  } satisfies Record<MissionStatus, string>,

  forbidden: {
    notAssignee: 'Cette prestation ne vous est pas assignée.',
    approveAdminOnly: "Seul l'administrateur peut approuver une prestation.",
    cancelNotAllowed: "Seul l'administrateur ou l'établissement de la prestation peut l'annuler.",
    correctAdminOnly: "Seul l'administrateur peut corriger les heures réelles d'une prestation.",
    reassignRecipientOnly: "Seul le destinataire de l'échange peut reprendre cette prestation.",
    publishAdminOnly: "Seul l'administrateur peut publier une prestation.",
    validateNotAllowed:
      "Seul l'établissement de la prestation ou l'administrateur peut valider ses heures.",
    contestNotAllowed: "Seul l'établissement de la prestation peut contester ses heures.",
    /** A contested mission is settled by the administrator, not by either party. */
    settleAdminOnly: "Ces heures sont contestées\u202f: seul l'administrateur peut trancher.",
    claimProfessionalsOnly:
      'Seuls les infirmier(ère)s et aides-soignant(e)s prennent des missions.',
  },

  conflict: {
    completed: 'Cette prestation est déjà terminée.',
    cancelled: 'Cette prestation a été annulée.',
    stillPending: "Cette prestation est encore en attente d'approbation.",
    alreadyAccepted: 'Cette prestation est déjà acceptée.',
    alreadyInProgress: 'Cette prestation est déjà en cours.',
    mustBeAcceptedFirst: "Cette prestation doit d'abord être acceptée.",
    notAcceptedYet: "Cette prestation n'a pas encore été acceptée.",
    notStartedYet: "Cette prestation n'a pas encore commencé.",
    noLongerPendingAssigned:
      "Cette prestation n'est plus en attente\u202f: elle est déjà assignée.",
    noLongerPendingAccepted:
      "Cette prestation n'est plus en attente\u202f: elle est déjà acceptée.",
    noLongerPendingInProgress:
      "Cette prestation n'est plus en attente\u202f: elle est déjà en cours.",
    cancelInProgress: 'Cette prestation est déjà en cours et ne peut plus être annulée.',
    correctPending:
      "Cette prestation est encore en attente\u202f: il n'y a pas d'heures réelles à corriger.",
    correctAssigned:
      "Cette prestation est assignée mais n'a pas encore commencé\u202f: il n'y a pas d'heures réelles à corriger.",
    correctAccepted:
      "Cette prestation est acceptée mais n'a pas encore commencé\u202f: il n'y a pas d'heures réelles à corriger.",
    paid: 'Cette prestation figure déjà sur une fiche de paie\u202f: ses heures ne peuvent plus être corrigées.',
    reassignInProgress: 'Cette prestation est déjà en cours et ne peut plus être échangée.',
    reassignStale: "Cette prestation a changé de titulaire depuis la proposition d'échange.",
    startUnknown: "L'heure de début de cette prestation est inconnue.",
    /** An open mission has nobody to accept, start, end or hand it over yet. */
    stillOpen: "Cette prestation est à pourvoir\u202f: elle n'est encore assignée à personne.",
    alreadyOpen: 'Cette prestation est déjà à pourvoir.',
    correctOpen:
      "Cette prestation est à pourvoir et n'a pas encore commencé\u202f: il n'y a pas d'heures réelles à corriger.",
    /** A claim that lost the race: someone else has the mission now. */
    justTaken: "Cette mission vient d'être prise.",
    notOpenYet:
      "Cette prestation n'est pas encore à pourvoir\u202f: elle est en attente d'approbation.",
    withdrawInProgress:
      'Cette prestation est déjà en cours\u202f: vous ne pouvez plus vous en retirer.',
    /** Validate and contest apply to completed missions only. */
    notCompletedYet:
      "Cette prestation n'est pas encore terminée\u202f: il n'y a pas d'heures à valider.",
    alreadyValidated: 'Les heures de cette prestation sont déjà validées.',
    autoValidated:
      'Les heures de cette prestation ont été validées automatiquement 72 h après sa fin.',
    alreadyContested: 'Les heures de cette prestation sont déjà contestées.',
    validatePaid:
      'Cette prestation figure déjà sur une fiche de paie\u202f: ses heures sont validées.',
    withdrawTooLate:
      "Trop tard pour vous retirer\u202f: la mission commence dans moins de 48 h. Proposez un échange ou contactez l'administrateur.",
  },

  invalid: {
    endNotAfterStart: 'La fin doit être postérieure au début.',
    badTime: 'Date et heure invalides.',
    /** As docs/product-rules.md §2 quotes it, typographic apostrophe included. */
    assigneeRequired: 'Veuillez choisir un utilisateur avant d’approuver.',
    endRequiredWhenCompleted: "L'heure de fin est obligatoire pour une prestation terminée.",
    noEndWhileInProgress: "Une prestation en cours ne peut pas avoir d'heure de fin.",
    alreadyYours: 'Cette prestation vous est déjà assignée.',
    contestReasonRequired: 'Indiquez la raison de la contestation (5 caractères au moins).',
  },

  deviceTime: {
    future: "L'heure indiquée est dans le futur.",
    tooOld: "L'heure indiquée date de plus de 7 jours.",
  },

  plannedWindow: {
    /** As docs/product-rules.md §2 quotes it, without a final period. */
    endNotAfterStart: 'La date de fin doit être après la date de début',
    tooShort: 'La prestation doit durer au moins une minute.',
  },

  duration: {
    format: (hours: number, paddedMinutes: string): string => `${hours} h ${paddedMinutes}`,
    unknown: '—',
    late: (duration: string): string => `Retard de ${duration}`,
    /** An early end is a warning, never a merit. */
    early: (duration: string): string => `Terminée ${duration} avant l'heure prévue`,
    onTime: "À l'heure",
  },

  startWindow: {
    refused: (from: string): string => `Vous pourrez commencer à partir de ${from}.`,
    button: (from: string): string => `Possible à partir de ${from}`,
    onDay: (day: string, time: string): string => `${day} à ${time}`,
  },

  endConfirmation: (worked: string, planned: string): string =>
    `Terminer maintenant ? ${worked} sur ${planned} prévues`,

  lateEnd: {
    /** On the hours screens while the establishment has not confirmed or corrected them. */
    label: (gap: string): string => `Fin déclarée ${gap} après le début\u202f: à confirmer`,
    days: (days: number, hours: number): string =>
      `${days} jour${days > 1 ? 's' : ''}${hours > 0 ? ` et ${hours} h` : ''}`,
  },

  validation: {
    awaiting: 'À valider',
    validated: 'Validée',
    contested: 'Contestée',
  },
} as const;
