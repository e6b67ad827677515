export const authFr = {
  badCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  pending: "Votre compte est en attente de validation par l'administrateur.",
  rejected: 'Votre compte a été refusé.',
  tooManyAttempts: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  registered: "Inscription réussie ! Attendez l'approbation de l'administrateur.",
  loggedOut: 'Déconnexion effectuée.',
};
