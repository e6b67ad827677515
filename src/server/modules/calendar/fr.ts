/** Every French string of the calendar feed and its link. */
export const calendarFr = {
  /** A bad, unknown or retired feed address: the same answer, so that nothing is learnt. */
  notFound: 'Ce lien d’agenda n’existe pas ou a été remplacé.',
  feedName: (owner: string) => `Relève — ${owner}`,
  feedDescription: 'Vos prestations assignées, acceptées et en cours, tenues à jour par Relève.',
  summary: (mission: string, institution: string | null) =>
    institution ? `Mission · ${mission} — ${institution}` : `Mission · ${mission}`,
  status: {
    assigned: 'À accepter',
    accepted: 'Acceptée',
    in_progress: 'En cours',
  },
  statusLine: (label: string) => `Statut\u202f: ${label}`,
  institutionLine: (name: string) => `Établissement\u202f: ${name}`,
  assigneeLine: (name: string) => `Intervenant(e)\u202f: ${name}`,
  linkLine: (url: string) => `Dans Relève\u202f: ${url}`,
} as const;
