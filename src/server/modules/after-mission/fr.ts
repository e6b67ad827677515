/** French sentences of ratings, briefs and statistics. */
export const afterMissionFr = {
  missionNotFound: 'Prestation introuvable.',
  institutionNotFound: 'Établissement introuvable.',
  notValidated:
    'Les heures de cette prestation ne sont pas encore validées\u202f: vous pourrez noter ensuite.',
  nobodyToRate: 'Personne à noter sur cette prestation.',
  editClosed:
    'Cette note ne peut plus être modifiée\u202f: 7 jours sont passés depuis qu’elle a été donnée.',
  notYourInstitution: 'Vous ne pouvez voir que les chiffres de votre établissement.',
};
