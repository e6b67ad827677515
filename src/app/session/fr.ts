/** French strings of the session feature: sign-in screen and session messages. */
export const fr = {
  productName: 'Relève',
  tagline: 'Vos missions de soin, même hors ligne.',
  loginTitle: 'Connexion',
  loginDescription: 'Connectez-vous à votre compte professionnel',
  emailLabel: 'E-mail',
  passwordLabel: 'Mot de passe',
  loginSubmit: 'Se connecter',
  loginSubmitting: 'Connexion...',
  noAccount: 'Pas encore de compte ?',
  registerLink: "S'inscrire",
  loginSuccess: 'Connexion réussie!',
  loginFailed: 'Échec de la connexion',
  /** Shown on /login right after registering (issue 27). */
  awaitingApproval:
    'Votre compte est créé. Il attend l’approbation de l’administrateur\u202f: vous pourrez vous connecter dès qu’il sera approuvé.',
  twoFactorLabel: "Code de l'application d'authentification ou code de secours",
  twoFactorHint: 'Ouvrez votre application d’authentification et saisissez le code à six chiffres.',
  twoFactorSubmit: 'Valider le code',
  twoFactorBack: 'Recommencer la connexion',
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  fallbackFirstName: 'Utilisateur',
  unsyncedLogoutConfirm: (warning: string) => `${warning}. Se déconnecter quand même\u202f?`,
} as const;
