/** French strings of the invoices (« Facturation » for an establishment, « Factures » for the admin). */
export const fr = {
  adminTitle: 'Factures',
  adminSubtitle:
    'Émettez les factures d’un mois (une par établissement, au format Factur-X), suivez les paiements.',
  sectionTitle: 'Factures et avoirs',
  sectionIntro:
    'Vos factures au format Factur-X\u202f: le PDF contient aussi la facture électronique (XML) que votre logiciel comptable sait lire.',
  empty: 'Aucune facture pour le moment.',
  loadFailed: 'Impossible de charger les factures.',
  invoice: 'Facture',
  creditNote: 'Avoir',
  creditsInvoice: (number: string) => `Annule des lignes de la facture ${number}`,
  period: 'Période',
  issuedOn: 'Émise le',
  totalHt: 'Total HT',
  vat: (rate: string) => `TVA ${rate} %`,
  totalTtc: 'Total TTC',
  lines: (n: number) => (n === 1 ? '1 prestation' : `${n} prestations`),
  status: { issued: 'À payer', paid: 'Payée' },
  creditStatus: 'Avoir',
  paidOn: (date: string) => `Payée le ${date}`,
  downloadPdf: 'PDF',
  downloadXml: 'XML',
  downloadPdfFor: (number: string) => `Télécharger le PDF de ${number}`,
  downloadXmlFor: (number: string) => `Télécharger le XML de ${number}`,
  downloadFailed: 'Le téléchargement a échoué. Réessayez.',
  showLines: 'Voir les lignes',
  // What remains to invoice.
  pendingTitle: (month: string) => `À facturer pour ${month}`,
  pendingIntro:
    'Les prestations validées qui ne sont pas encore facturées\u202f: elles figureront sur votre prochaine facture.',
  pendingNone: 'Rien à facturer pour le moment.',
  pendingTotal: 'Montant HT à facturer',
  pendingWaiting: (n: number) =>
    n === 1
      ? '1 prestation du mois attend encore la validation de ses heures.'
      : `${n} prestations du mois attendent encore la validation de leurs heures.`,
  pendingUnpriced: (label: string, detail: string) => `« ${label} »\u202f: ${detail}`,
  pendingLoadFailed: 'Impossible de charger ce qui reste à facturer.',
  // Issue (admin).
  issueTitle: 'Émettre les factures d’un mois',
  month: 'Mois',
  issue: 'Émettre les factures',
  issuing: 'Émission…',
  issued: (n: number) =>
    n === 0
      ? 'Aucune facture émise\u202f: rien de validé à facturer pour ce mois.'
      : n === 1
        ? '1 facture émise.'
        : `${n} factures émises.`,
  issueFailed: 'L’émission des factures a échoué.',
  pendingByInstitution: 'À facturer par établissement',
  // Payment (admin).
  markPaid: 'Marquer payée',
  paidDate: 'Payée le',
  confirmPaid: 'Enregistrer',
  cancel: 'Annuler',
  saving: 'Enregistrement…',
  paidSaved: (number: string) => `Facture ${number} marquée payée.`,
  paidFailed: 'Impossible d’enregistrer le paiement.',
};
