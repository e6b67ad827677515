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
  statusLine: (label: string) => `Statut : ${label}`,
  institutionLine: (name: string) => `Établissement : ${name}`,
  assigneeLine: (name: string) => `Intervenant(e) : ${name}`,
  linkLine: (url: string) => `Dans Relève : ${url}`,
} as const;
