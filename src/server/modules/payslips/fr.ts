const shortDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'UTC' });
const dateOf = (localDate: string) => shortDate.format(new Date(`${localDate}T00:00:00Z`));

export const payslipsFr = {
  generated: 'Fiche de paie générée',
  noMission: 'Aucune prestation terminée sur cette période.',
  /**
   * « Aucune prestation validée sur cette période. En attente de validation : « Soins du soir »
   * (12/11/2026), « Nuit » (13/11/2026, contestée). »
   */
  noneValidated: (waiting: readonly { name: string; date: string; contested: boolean }[]) =>
    `Aucune prestation validée sur cette période. En attente de validation\u202f: ${waiting
      .map((m) => `« ${m.name} » (${dateOf(m.date)}${m.contested ? ', contestée' : ''})`)
      .join(', ')}.`,
  notFound: 'Fiche de paie introuvable.',
  userNotFound: 'Professionnel introuvable.',
  notProfessional:
    "Une fiche de paie ne concerne qu'un infirmier (infirmière) ou un aide-soignant (aide-soignante).",
  notApproved: "Le compte de ce professionnel n'est pas approuvé.",
  /** Another generation paid some of these missions while this one was being made. */
  raced: "Ces prestations viennent d'être payées sur une autre fiche de paie. Réessayez.",
  /** A mission with no establishment has no tariffs of an establishment to name. */
  missingRateNoEstablishment: (mission: string, bandLabel: string) =>
    `Le tarif « ${bandLabel} » de la prestation « ${mission} » n'est pas défini\u202f: elle n'a pas d'établissement.`,
  /** The line of a late cancellation's compensation (docs/product-rules.md, « Cancellation terms »). */
  compensationLine: (mission: string) => `Indemnité d'annulation — ${mission}`,
  /** Subject of the same news by e-mail. */
  mailSubject: 'Votre fiche de paie est disponible',
  notify: (start: string, end: string) =>
    `Votre fiche de paie du ${dateOf(start)} au ${dateOf(end)} est disponible.`,
};
