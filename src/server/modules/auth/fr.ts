export const authFr = {
  badCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  pending: "Votre compte est en attente de validation par l'administrateur.",
  rejected: 'Votre compte a été refusé.',
  tooManyAttempts: 'Trop de tentatives de connexion. Réessayez dans 15 minutes.',
  tooManyRegistrations: "Trop d'inscriptions depuis cette adresse. Réessayez dans une heure.",
  emailTaken: 'Un compte existe déjà avec cette adresse e-mail.',
  registered: "Inscription réussie ! Attendez l'approbation de l'administrateur.",
  loggedOut: 'Déconnexion effectuée.',
};

/** The sentences of the password change and reset. */
export const accountFr = {
  wrongCurrent: 'Le mot de passe actuel est incorrect.',
  tooManyAttempts: 'Trop de tentatives. Réessayez dans 15 minutes.',
  passwordChanged: 'Mot de passe modifié. Vos autres sessions ont été fermées.',
  resetRequested:
    "Si un compte existe avec cette adresse, un lien de réinitialisation y sera envoyé. Sans message de notre part, demandez un lien à l'administrateur.",
  resetDone: 'Mot de passe modifié\u202f: connectez-vous.',
  resetUnknown: "Ce lien de réinitialisation n'est pas valable. Demandez-en un nouveau.",
  resetUsed: 'Ce lien de réinitialisation a déjà servi. Demandez-en un nouveau.',
  resetExpired: 'Ce lien de réinitialisation a expiré (il vaut une heure). Demandez-en un nouveau.',
  notFound: 'Utilisateur introuvable.',
};

/** The sentences of the two-factor sign-in. */
export const twoFactorFr = {
  alreadyEnabled: 'La double authentification est déjà activée.',
  notSetUp: 'Commencez par configurer la double authentification.',
  notEnabled: "La double authentification n'est pas activée.",
  wrongCode: 'Code incorrect.',
  challengeOver:
    'Cette vérification a expiré ou a reçu trop de codes erronés\u202f: reconnectez-vous.',
  enrolmentRequired:
    "Activez la double authentification dans votre profil avant d'utiliser l'espace administrateur.",
  codeRequired: "Saisissez le code de l'application d'authentification ou un code de secours.",
  disabled: 'Double authentification désactivée.',
};
