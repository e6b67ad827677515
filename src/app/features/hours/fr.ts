/**
 * French strings of « Heures à valider »: the establishment signs off or contests the hours
 * its completed missions were declared with, the administrator settles the contests.
 */
export const fr = {
  title: 'Heures à valider',
  subtitleInstitution:
    'Vérifiez les heures déclarées par les soignants. Sans réponse de votre part, elles sont validées automatiquement 72 h après la fin.',
  subtitleAdmin:
    'Les heures contestées par les établissements, à trancher, puis celles qui attendent encore leur validation.',
  loadFailed: 'Impossible de charger les heures à valider',

  // ——— Sections ———
  awaitingTitle: 'À valider',
  contestedTitleInstitution: "Contestées, en attente de l'administrateur",
  contestedIntroInstitution:
    "L'administrateur tranche\u202f: il garde les heures déclarées ou les corrige. Le soignant est prévenu.",
  contestsTitle: 'Contestations',
  awaitingTitleAdmin: 'En attente de validation',
  awaitingIntroAdmin:
    "Les établissements n'ont pas encore répondu. Vous pouvez valider à leur place, par exemple avant de générer les fiches de paie.",
  count: (count: number) => `(${count})`,
  emptyInstitution:
    'Aucune heure à valider. Les prestations terminées de votre établissement apparaîtront ici.',
  emptyAwaiting: 'Aucune autre heure à valider pour le moment.',
  emptyContestedInstitution: 'Aucune contestation en cours.',
  emptyContests: 'Aucune contestation à trancher.',
  emptyAwaitingAdmin: 'Aucune prestation en attente de validation.',

  // ——— A mission's hours ———
  professional: 'Soignant',
  noProfessional: 'Soignant inconnu',
  institution: 'Établissement',
  noInstitution: 'Aucun établissement',
  hoursCaption: (mission: string) => `Heures de « ${mission} »`,
  rowStart: 'Début',
  rowEnd: 'Fin',
  rowDuration: 'Durée',
  colPlanned: 'Prévu',
  colDeclared: 'Déclaré',
  colProposed: 'Proposé',
  /** Beside the declared duration when it differs from the plan: « +0 h 12 », « −1 h 05 ». */
  gap: (sign: '+' | '−', duration: string) => `${sign}${duration}`,
  gapLabel: (sign: '+' | '−', duration: string) =>
    sign === '+' ? `${duration} de plus que prévu` : `${duration} de moins que prévu`,
  noPosition: 'Position non transmise',
  autoOn: (when: string) => `Sans réponse, validées automatiquement le ${when}.`,
  reason: 'Raison',
  /** The column of the times the establishment proposes, on a contested mission. */
  contestedOn: (when: string) => `Contestée le ${when}`,

  // ——— Actions ———
  validate: 'Valider',
  validating: 'Validation…',
  validated: 'Heures validées.',
  validateFailed: 'Les heures n’ont pas pu être validées',
  contest: 'Contester',
  keepDeclared: 'Garder les heures déclarées',
  kept: 'Heures déclarées gardées\u202f: elles sont validées.',
  correct: 'Corriger les heures',

  // ——— « Contester » ———
  contestTitle: 'Contester les heures',
  contestIntro:
    "Indiquez les heures que vous estimez justes et pourquoi. L'administrateur tranchera\u202f; le soignant est prévenu.",
  declared: (range: string) => `Heures déclarées\u202f: ${range}`,
  /** Under a date-time field: the times are typed in the business time zone. */
  timeZoneHint: (zone: string): string =>
    zone === 'Europe/Paris' ? 'Heure de Paris.' : `Heure du fuseau ${zone}.`,
  proposedStart: 'Début proposé',
  proposedEnd: 'Fin proposée',
  reasonLabel: 'Raison de la contestation',
  reasonHint: (min: number, max: number) =>
    `${min} caractères au moins, ${max} au plus. Le soignant la lira.`,
  startRequired: 'Indiquez le début proposé (date et heure).',
  endRequired: 'Indiquez la fin proposée (date et heure).',
  contestSubmit: 'Envoyer la contestation',
  contestSending: 'Envoi…',
  contested: "Contestation envoyée\u202f: l'administrateur va trancher.",
  contestFailed: 'La contestation n’a pas pu être envoyée',
  cancel: 'Annuler',
} as const;
