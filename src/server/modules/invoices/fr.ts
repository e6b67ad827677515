const shortDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
/** `YYYY-MM-DD` (a local date already) as « 01/12/2026 ». */
export const frDate = (localDate: string) => shortDate.format(new Date(`${localDate}T00:00:00Z`));
const monthYear = new Intl.DateTimeFormat('fr-FR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
/** `YYYY-MM` as « novembre 2026 ». */
export const frMonth = (month: string) => monthYear.format(new Date(`${month}-01T00:00:00Z`));

export const invoicesFr = {
  notFound: 'Facture introuvable.',
  creditNoteNotPaid: 'Un avoir ne se paie pas : seule une facture peut être marquée payée.',
  paidInFuture: 'La date de paiement ne peut pas être dans le futur.',
  paidBeforeIssue: "La date de paiement ne peut pas précéder l'émission de la facture.",
  monthInFuture: "Ce mois n'a pas encore commencé : rien à facturer.",
  institutionNotFound: 'Établissement introuvable.',
  pdf: {
    invoice: 'FACTURE',
    creditNote: 'AVOIR',
    number: 'N°',
    issued: 'Date',
    due: 'Échéance',
    seller: 'Émetteur',
    buyer: 'Facturé à',
    siren: 'SIREN',
    siret: 'SIRET',
    vat: 'TVA intracommunautaire',
    period: (month: string) => `Prestations de soins de ${frMonth(month)}`,
    credits: (number: string, date: string) =>
      `Avoir sur la facture ${number} du ${frDate(date)} : annule les lignes ci-dessous, corrigées sur la prochaine facture.`,
    columns: ['Date', 'Prestation', 'Professionnel', 'Heures', 'Montant HT'],
    totalHt: 'Total HT',
    vatLine: (rate: string) => `TVA ${rate} %`,
    totalTtc: 'Total TTC',
    payment: (due: string) => `Paiement par virement à 30 jours, au plus tard le ${frDate(due)}.`,
    bank: (iban: string, bic: string) => `IBAN ${iban}${bic ? ` — BIC ${bic}` : ''}`,
    penalties:
      "En cas de retard de paiement : pénalités au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce). Pas d'escompte pour paiement anticipé.",
    page: (n: number, of: number) => `Page ${n} / ${of}`,
    lineDetail: (date: string, hours: string) => `${frDate(date)}, ${hours} h`,
    compensation: "Indemnité d'annulation",
  },
};
