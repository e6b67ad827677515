import { deName } from '../../../domain/text/de-name.ts';

/** French strings of the establishment's « Facturation » (/payrolls, docs/product-rules.md §5). */
export const fr = {
  title: 'Facturation',
  statementTitle: 'Relevés mensuels',
  subtitle:
    'Ce que votre établissement doit, mois par mois\u202f: les prestations terminées et leurs montants.',
  adminSubtitle: 'Les prestations terminées de chaque établissement, mois par mois.',
  empty: 'Aucune prestation terminée pour le moment.',
  loadFailed: 'Échec du chargement de la facturation',

  missionsCount: (count: number) => (count === 1 ? '1 prestation' : `${count} prestations`),
  missions: 'Prestations',
  totalHours: 'Heures',
  totalAmount: 'Total du mois',
  /** Of the month's total: the part whose hours the establishment has signed off… */
  validatedAmount: 'Validé',
  /** …and the part still awaiting its sign-off or contested (it may still change). */
  waitingAmount: 'En attente de validation',
  waitingNote:
    'Les montants en attente de validation peuvent encore changer\u202f: leurs heures ne sont pas validées.',
  waitingLink: 'Valider les heures',
  signOff: 'Heures',
  unpriced: (count: number) =>
    count === 1 ? '1 prestation sans montant' : `${count} prestations sans montant`,
  professional: 'Professionnel',
  noProfessional: 'Non assignée',
  compensations: 'Indemnités d’annulation',
  compensationLine: (mission: string) => `Indemnité d’annulation — ${mission}`,
  cancelledOn: 'Annulée le',
  establishment: 'Établissement',
  when: 'Date',
  noAmount: 'Montant indisponible',
  travelFee: (amount: string) => `dont déplacement ${amount}`,

  downloadCsv: 'Télécharger le CSV',
  downloadCsvFor: (month: string) => ` ${deName(month)}`,
  downloading: 'Téléchargement…',
  downloadFailed: 'Échec du téléchargement du CSV',
  csvFallbackName: (month: string) => `releve-facturation-${month}.csv`,
} as const;
