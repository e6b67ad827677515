export const teamsFr = {
  notFound: 'Équipe introuvable.',
  created: 'Équipe créée',
  updated: 'Équipe mise à jour',
  deleted: 'Équipe supprimée',
  memberNotProfessional:
    'Chaque membre doit être un professionnel approuvé (infirmier ou aide-soignant).',
  referentInvalid: "Le référent doit être un membre approuvé de l'équipe ou un administrateur.",
};
