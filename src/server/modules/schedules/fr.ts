const longDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' });

export const schedulesFr = {
  onlyProfessionals:
    'Seuls les infirmier(ère)s et aides-soignant(e)s déclarent des disponibilités.',
  pastDate: 'La date ne peut pas être passée.',
  institutionNotFound: 'Établissement introuvable.',
  notFound: 'Disponibilité introuvable.',
  notFree:
    'Cette disponibilité est déjà réservée ou terminée\u202f: elle ne peut plus être modifiée ni supprimée.',
  /** Told to the establishment a professional names in a new slot: « … le 12 mars 2025, … ». */
  available: (who: string, date: string, from: string, to: string, service: string) =>
    `${who} est disponible le ${longDate.format(new Date(`${date}T00:00:00Z`))}, de ${from} à ${to} (${service}).`,
};
