/** French strings of the password reset screens (signed out). */
export const resetFr = {
  title: 'Nouveau mot de passe',
  description:
    'Choisissez votre nouveau mot de passe. Ce lien ne sert qu’une fois, pendant une heure.',
  newPassword: 'Nouveau mot de passe',
  newPasswordHint: (min: number) => `Au moins ${min} caractères.`,
  confirm: 'Confirmation du mot de passe',
  mismatch: 'Les deux mots de passe ne sont pas identiques.',
  submit: 'Enregistrer le mot de passe',
  submitting: 'Enregistrement…',
  done: 'Mot de passe modifié : connectez-vous.',
  failed: "Le mot de passe n'a pas pu être modifié. Vérifiez votre connexion et réessayez.",
  noToken: 'Ce lien est incomplet : ouvrez le lien reçu en entier, ou demandez-en un nouveau.',
  otherLink: 'Lien expiré ?',
  askLink: 'Demander un nouveau lien',
  toLogin: 'Se connecter',

  forgotLink: 'Mot de passe oublié ?',
  forgotTitle: 'Mot de passe oublié',
  forgotDescription: 'Indiquez l’adresse e-mail de votre compte.',
  email: 'Adresse e-mail',
  requestSubmit: 'Demander un lien',
  requestSubmitting: 'Envoi…',
  requestFailed: "La demande n'a pas pu être envoyée. Vérifiez votre connexion et réessayez.",
  remembered: 'Vous vous en souvenez ?',
} as const;
