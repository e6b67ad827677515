/**
 * Every French sentence of the staffing rules, in one place: who may take a mission and why
 * not. Dates read `dd/MM`, times `HH:mm`, durations « 13 h 30 » (« 14 h » on the hour), all
 * computed by the caller in the business time zone. Guillemets hold plain spaces, as in the
 * rest of the product's wording, so the texts can be matched exactly.
 */
export const fr = {
  notApproved: (name: string): string => `${name} n'est pas un compte validé.`,
  reservedToNurses: 'Cette mission est réservée aux infirmier(ère)s.',
  reservedToCaregivers: 'Cette mission est réservée aux aides-soignant(e)s.',
  /** The establishment set her aside (« Mes soignants »); never shown to her. */
  setAside: "Écartée par l'établissement.",
  professionalsOnly: 'Seuls les infirmier(ère)s et aides-soignant(e)s prennent des missions.',

  /** « Léa Petit a déjà « Garde du matin » le 10/12 de 07:00 à 15:00. » */
  overlap: (name: string, missionName: string, date: string, from: string, to: string): string =>
    `${name} a déjà « ${missionName} » le ${date} de ${from} à ${to}.`,

  /** « Avec cette mission, la journée du 10/12 de Léa Petit dépasserait 12 h de travail (13 h 30). » */
  dayWork: (date: string, name: string, limit: string, total: string): string =>
    `Avec cette mission, la journée du ${date} de ${name} dépasserait ${limit} de travail (${total}).`,

  /** « Avec cette mission, la journée du 10/12 de Léa Petit s'étendrait sur plus de 13 h (de 06:00 à 20:30). » */
  daySpan: (date: string, name: string, limit: string, range: string): string =>
    `Avec cette mission, la journée du ${date} de ${name} s'étendrait sur plus de ${limit} (${range}).`,
  /** « de 06:00 à 20:30 » within one date; « de 22:00 le 10/12 à 11:30 le 11/12 » across midnight. */
  sameDayRange: (from: string, to: string): string => `de ${from} à ${to}`,
  crossDayRange: (fromTime: string, fromDate: string, toTime: string, toDate: string): string =>
    `de ${fromTime} le ${fromDate} à ${toTime} le ${toDate}`,

  /** « Avec cette mission, Léa Petit dépasserait 48 h de travail sur 7 jours (52 h du 08/12 au 14/12). » */
  week: (name: string, limit: string, total: string, fromDate: string, toDate: string): string =>
    `Avec cette mission, ${name} dépasserait ${limit} de travail sur 7 jours (${total} du ${fromDate} au ${toDate}).`,

  /** « Une mission dure au plus 12 h (celle-ci : 14 h). » */
  missionTooLong: (limit: string, length: string): string =>
    `Une mission dure au plus ${limit} (celle-ci\u202f: ${length}).`,

  noEstablishment:
    "Cette mission n'a pas d'établissement\u202f: impossible de calculer sa rémunération.",
} as const;
