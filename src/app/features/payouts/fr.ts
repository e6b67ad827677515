/** French strings of the administrator's « Virements » (docs/product-rules.md, paying the professionals). */
export const fr = {
  title: 'Virements',
  subtitle: 'Les fiches de paie à payer, les virements SEPA préparés et envoyés.',
  create: 'Préparer un virement',
  creating: 'Préparation…',
  created: (count: number, total: string) =>
    `Virement préparé\u202f: ${count} fiche${count > 1 ? 's' : ''} de paie, ${total}.`,
  createFailed: 'Échec de la préparation du virement',

  unpaidTitle: 'Fiches de paie à payer',
  unpaidSummary: (count: number, total: string) =>
    `${count} fiche${count > 1 ? 's' : ''} de paie dans aucun virement, ${total} au total.`,
  unpaidEmpty: 'Aucune fiche de paie en attente de virement.',
  payslipsFailed: 'Échec du chargement des fiches de paie',

  batchesTitle: 'Tous les virements',
  batchesEmpty: 'Aucun virement pour le moment.',
  loadFailed: 'Échec du chargement des virements',
  batchOf: (date: string) => `Virement du ${date}`,
  prepared: 'Préparé',
  sentOn: (date: string) => `Envoyé le ${date}`,
  figures: (count: number, total: string) => `${count} virement${count > 1 ? 's' : ''} · ${total}`,
  period: (start: string, end: string) => `Fiche de paie du ${start} au ${end}`,
  leftOutTitle: 'Écartées de ce virement',

  download: 'Télécharger le fichier SEPA',
  downloading: 'Téléchargement…',
  downloadFailed: 'Échec du téléchargement du fichier de virement',
  fileFallback: (id: string) => `virement-${id.slice(0, 8)}.xml`,

  markSent: 'Marquer comme envoyé',
  confirmTitle: 'Marquer ce virement comme envoyé\u202f?',
  confirmText: (count: number, total: string) =>
    `À faire une fois le fichier déposé à la banque\u202f: ${count > 1 ? `les ${count} fiches de paie seront marquées payées` : 'la fiche de paie sera marquée payée'} (${total}) et chaque professionnel sera averti de son paiement.`,
  confirm: 'Oui, il est envoyé',
  cancel: 'Annuler',
  sending: 'Enregistrement…',
  marked: 'Virement marqué comme envoyé\u202f: les professionnels sont avertis.',
  markFailed: "Le virement n'a pas pu être marqué comme envoyé",
};
