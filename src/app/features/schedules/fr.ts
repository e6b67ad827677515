import type { ScheduleStatus } from '../../../contract/schedules.ts';

/** French strings of « Horaires & Disponibilités » (docs/product-rules.md §7, §8). */
export const fr = {
  title: 'Horaires & Disponibilités',
  subtitle: 'Vos créneaux de disponibilité et leur rémunération estimée.',
  adminSubtitle: 'Les disponibilités déclarées par les professionnels.',
  institutionSubtitle: 'Les disponibilités proposées à votre établissement.',
  empty: 'Aucun horaire pour le moment.',
  loadFailed: 'Échec du chargement des horaires',

  professional: 'Professionnel',
  date: 'Date',
  hours: 'Horaire',
  institution: 'Établissement',
  noInstitution: 'Aucun établissement',
  nextDay: '(le lendemain)',
  total: 'Total',
  /** « 8 h 00 × 28,50 €/h = 228,00 € ». */
  baseLine: (hours: string, rate: string, amount: string) => `${hours} × ${rate} = ${amount}`,
  /** « + déplacement 15,00 € ». */
  travelLine: (amount: string) => `+ déplacement ${amount}`,

  newSchedule: 'Nouvel horaire',
  dialogTitle: 'Nouvel horaire',
  serviceType: 'Type de service',
  serviceTypeHint: 'Par exemple\u202f: soins à domicile, garde de nuit.',
  timeStart: 'Heure de début',
  timeEnd: 'Heure de fin',
  timeHint: 'Une heure de fin avant le début signifie le lendemain.',
  tarifBase: 'Tarif de base (€/h)',
  deplacementCost: 'Frais de déplacement (€)',
  institutionSelect: 'Établissement (facultatif)',
  institutionsLoadFailed: 'Erreur lors du chargement des établissements',
  estimate: (total: string) => `Total estimé\u202f: ${total}`,
  submit: 'Créer l’horaire',
  submitting: 'Création…',
  created: 'Horaire créé',
  createFailed: 'Échec de la création',

  edit: 'Modifier',
  editLabel: (service: string, date: string) => `Modifier l’horaire « ${service} » du ${date}`,
  editTitle: 'Modifier l’horaire',
  save: 'Enregistrer',
  updated: 'Horaire modifié',
  updateFailed: 'Échec de la modification',
  remove: 'Supprimer',
  removeLabel: (service: string, date: string) => `Supprimer l’horaire « ${service} » du ${date}`,
  removeTitle: 'Supprimer cet horaire\u202f?',
  removeText: (service: string, date: string) =>
    `Le créneau « ${service} » du ${date} ne sera plus proposé. Cette action est définitive.`,
  removeConfirm: 'Supprimer l’horaire',
  keep: 'Garder',
  removed: 'Horaire supprimé',
  removeFailed: 'Échec de la suppression',

  missingDate: 'La date est obligatoire.',
  missingServiceType: 'Le type de service est obligatoire.',
  missingTimeStart: "L'heure de début est obligatoire.",
  missingTimeEnd: "L'heure de fin est obligatoire.",
  sameTimes: "L'heure de fin doit être différente de l'heure de début.",
  missingTarif: 'Le tarif de base est obligatoire.',
  badTarif: 'Le tarif de base doit être un nombre positif.',
  badDeplacement: 'Les frais de déplacement doivent être un nombre positif.',
} as const;

export const statusLabels: Record<ScheduleStatus, string> = {
  available: 'Disponible',
  booked: 'Réservé',
  completed: 'Terminé',
  cancelled: 'Annulé',
};
