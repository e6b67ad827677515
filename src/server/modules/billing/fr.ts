export const billingFr = {
  forbidden: "Réservé aux établissements de santé et à l'administrateur.",
  otherInstitution: 'Vous ne pouvez consulter que la facturation de votre établissement.',
  institutionNotFound: 'Établissement introuvable.',
  csvHeader: [
    'Prestation',
    'Établissement',
    'Professionnel',
    'Début',
    'Fin',
    'Heures',
    'Montant (€)',
    'Dont frais de déplacement (€)',
    'Validation',
    'Remarque',
  ],
  csvTotal: 'Total',
  /** A late cancellation's compensation, owed to the professional. */
  compensationLine: (mission: string) => `Indemnité d'annulation — ${mission}`,
  unpriced: (count: number) =>
    count === 1 ? '1 prestation sans montant' : `${count} prestations sans montant`,
  csvFilename: (month: string) => `releve-facturation-${month}.csv`,
};
