export const institutionsFr = {
  notFound: 'Établissement introuvable.',
  notYours: 'Vous ne pouvez modifier que votre propre établissement.',
  onlyInstitutions: 'Réservé aux établissements de santé.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
};
