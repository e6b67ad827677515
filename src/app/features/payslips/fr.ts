/** French strings of the payslips screen and of the PDF payslip (docs/product-rules.md §5, §8). */
export const fr = {
  title: 'Fiches de paie',
  subtitle: 'Vos relevés de rémunération, consultables et téléchargeables même hors ligne.',
  adminSubtitle: 'Les fiches de paie des professionnels, et leur génération.',
  empty: 'Aucune fiche de paie pour le moment.',
  loadFailed: 'Échec du chargement des fiches de paie',

  period: 'Période',
  periodHeading: (period: string) => `Période\u202f: ${period}`,
  professional: 'Professionnel',
  totalHours: 'Heures totales',
  gross: 'Brut',
  commission: (rate: string) => `Commission (${rate})`,
  net: 'Net à payer',
  /** Its payment: the day its transfer left, or not yet. */
  paidOn: (date: string) => `Payée le ${date}`,
  awaitingPayment: 'En attente de paiement',
  services: 'Détail des prestations',
  bandsToggle: 'Détail du calcul',
  noEstablishment: 'Aucun établissement',
  /** « Jour semaine — 7 h 30 à 28,50 €/h : 213,75 € ». */
  bandLine: (label: string, duration: string, rate: string, amount: string) =>
    `${label} — ${duration} à ${rate}\u202f: ${amount}`,
  travelFeeLine: (amount: string) => `Frais de déplacement\u202f: ${amount}`,

  download: 'Télécharger',
  downloadFor: (period: string) => ` la fiche de paie ${period}`,
  downloadFailed: 'Échec du téléchargement de la fiche de paie',

  generateOpen: 'Générer fiche de paie',
  generateTitle: 'Générer fiche de paie',
  periodStart: 'Début de la période',
  periodEnd: 'Fin de la période',
  periodAfterLastHint: 'La période proposée commence le lendemain de sa dernière fiche.',
  alreadyOnPayslip: (start: string, end: string, missions: string) =>
    `Déjà sur la fiche du ${start} au ${end}\u202f: ${missions}. Elles n’y seront pas payées deux fois.`,
  professionalSelect: 'Professionnel',
  chooseProfessional: 'Choisir un professionnel',
  noProfessional: 'Aucun professionnel approuvé.',
  professionalsLoadFailed: 'Échec du chargement des professionnels',
  generateSubmit: 'Générer',
  generating: 'Génération…',
  generated: 'Fiche de paie générée',
  generateFailed: 'Échec de la génération',
  missingStart: 'La date de début de la période est obligatoire.',
  missingEnd: 'La date de fin de la période est obligatoire.',
  missingProfessional: 'Choisissez un professionnel.',
  endBeforeStart: 'La fin de la période doit être postérieure ou égale à son début.',

  // ——— Missions left off the payslip: their hours are not validated yet ———
  waitingIntro: (count: number) =>
    count === 1
      ? '1 prestation attend encore la validation de ses heures\u202f:'
      : `${count} prestations attendent encore la validation de leurs heures\u202f:`,
  waitingLater: (count: number) =>
    count === 1
      ? 'Elle ira sur une prochaine fiche de paie, une fois ses heures validées par son établissement (ou la contestation tranchée).'
      : 'Elles iront sur une prochaine fiche de paie, une fois leurs heures validées par leur établissement (ou la contestation tranchée).',
  waitingState: { awaiting: 'À valider', contested: 'Contestée' },
  waitingLink: 'Voir les heures à valider',
  close: 'Fermer',
} as const;

/** The PDF payslip's wording. */
export const pdfFr = {
  brand: 'Relève',
  title: 'Fiche de paie',
  documentTitle: (name: string) => `Fiche de paie — ${name}`,
  subject: (period: string, net: string) => `Période\u202f: ${period} — Net à payer\u202f: ${net}`,
  keywords: ['fiche de paie', 'Relève'],
  professional: 'Professionnel(le)',
  period: 'Période',
  issued: 'Émise le',
  missions: 'Prestations réalisées',
  columns: {
    date: 'Date',
    establishment: 'Établissement',
    service: 'Prestation',
    hours: 'Heures',
    amount: 'Montant',
  },
  noEstablishment: '—',
  totalHours: 'Heures totales',
  gross: 'Total brut',
  commission: (rate: string) => `Commission de la plateforme (${rate})`,
  net: 'Net à payer',
  footer: (rate: string) =>
    `Montants calculés sur les heures réellement effectuées, selon les tarifs de chaque établissement. La commission de ${rate} de la plateforme Relève est déduite du brut.`,
  page: (page: number, count: number) => `Page ${page} / ${count}`,
  fileStem: 'fiche-de-paie',
} as const;
