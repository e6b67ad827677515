export const institutionsFr = {
  notFound: 'Établissement introuvable.',
  notYours: 'Vous ne pouvez modifier que votre propre établissement.',
  onlyInstitutions: 'Réservé aux établissements de santé.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  membersOwnerOnly:
    "Seul le titulaire du compte de l'établissement (ou l'administrateur) gère son équipe.",
  memberNotFound: "Ce membre ne fait pas partie de l'équipe de l'établissement.",
  invitationUnknown:
    "Ce lien d'invitation n'est pas valable. Demandez-en un nouveau à l'établissement.",
  invitationUsed:
    "Ce lien d'invitation a déjà servi. Connectez-vous avec votre e-mail et votre mot de passe.",
  invitationExpired:
    "Ce lien d'invitation a expiré (il vaut 7 jours). Demandez-en un nouveau à l'établissement.",
  invitationClosed: "Cet établissement n'accepte plus de nouveaux membres.",
};
