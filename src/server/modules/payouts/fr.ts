const shortDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
/** `2026-11-01` → « 01/11/2026 » (a local date, formatted as UTC so that no zone shifts it). */
const dateOf = (localDate: string) => shortDate.format(new Date(`${localDate}T00:00:00Z`));
const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

export const payoutsFr = {
  notFound: 'Virement introuvable.',
  /** Nothing to pay at all. */
  nothingToPay: 'Aucune fiche de paie à payer\u202f: toutes sont déjà dans un virement.',
  /** Some were asked for, none could go in; the reasons follow. */
  noneIncluded: (reasons: readonly string[]) =>
    `Aucune de ces fiches de paie ne peut être mise en virement\u202f: ${reasons.join(' ')}`,
  leftOut: {
    noBankDetails: (name: string) =>
      `${name} n'a pas encore donné ses coordonnées bancaires\u202f: la fiche de paie attendra le prochain virement.`,
    alreadyInBatch: 'Cette fiche de paie est déjà dans un virement.',
    notFound: 'Fiche de paie introuvable.',
    nothingToPay: 'Le net de cette fiche de paie est nul\u202f: il n’y a rien à virer.',
  },
  alreadySent: 'Ce virement est déjà marqué comme envoyé.',
  platformIbanMissing:
    "L'IBAN de la plateforme n'est pas renseigné\u202f: saisissez-le dans les réglages de l'entreprise avant de télécharger le fichier de virement.",
  fileRefused: (why: string) =>
    `Le fichier de virement ne peut pas être établi (${why})\u202f: vérifiez l'IBAN et le BIC de la plateforme dans les réglages de l'entreprise.`,
  /** The remittance information of one transfer, as her bank statement shows it. */
  remittance: (start: string, end: string) => `Fiche de paie du ${dateOf(start)} au ${dateOf(end)}`,
  /** « Votre paiement de 884,43 € est parti. » */
  sentNotice: (cents: number) => `Votre paiement de ${euros.format(cents / 100)} est parti.`,
  sentMailSubject: 'Votre paiement est parti',
  /** `virement-2026-11-30-1a2b3c4d.xml` */
  fileName: (localDate: string, id: string) => `virement-${localDate}-${id.slice(0, 8)}.xml`,
};
