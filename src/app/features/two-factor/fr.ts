/** French strings of the profile's « Double authentification » section (every role). */
export const twoFactorFr = {
  title: 'Double authentification',
  intro:
    'En plus de votre mot de passe, un code à six chiffres donné par une application d’authentification de votre téléphone (Google Authenticator, Microsoft Authenticator, FreeOTP, Aegis…) vous sera demandé à chaque connexion.',
  loading: 'Chargement…',
  loadFailed: 'L’état de la double authentification n’a pas pu être lu. Réessayez.',
  retry: 'Réessayer',
  enrolmentRequired:
    'Votre compte administrateur doit utiliser la double authentification. Activez-la ici avant toute autre chose\u202f: le reste de l’espace administrateur s’ouvrira ensuite.',
  start: 'Activer la double authentification',
  starting: 'Préparation…',
  startFailed: 'La double authentification n’a pas pu être préparée. Réessayez.',

  scanTitle: '1. Ajoutez Relève à votre application',
  scanHint: 'Scannez ce QR code avec votre application d’authentification.',
  qrAlt:
    'QR code de la double authentification Relève, à scanner avec votre application d’authentification',
  qrDrawing: 'Dessin du QR code…',
  qrFailed: 'Le QR code n’a pas pu être dessiné\u202f: saisissez la clé ci-dessous.',
  secretLabel: 'Ou saisissez cette clé dans l’application',
  secretHint: 'Type « basé sur le temps », 6 chiffres, 30 secondes.',
  copySecret: 'Copier la clé',
  secretCopied: 'Clé copiée.',
  copyFailed: 'La copie a échoué\u202f: sélectionnez le texte et copiez-le.',

  confirmTitle: '2. Confirmez avec un code',
  codeLabel: 'Code à six chiffres affiché par l’application',
  confirm: 'Confirmer et activer',
  confirming: 'Vérification…',
  cancel: 'Annuler',
  enableFailed: 'La double authentification n’a pas pu être activée. Réessayez.',

  codesTitle: 'Vos codes de secours',
  codesWarning:
    'Notez ces dix codes maintenant et gardez-les en lieu sûr\u202f: ils ne seront plus jamais affichés. Sans votre téléphone, chacun permet une seule connexion.',
  copyCodes: 'Copier les codes',
  codesCopied: 'Codes de secours copiés.',
  downloadCodes: 'Télécharger (.txt)',
  codesFile: 'releve-codes-de-secours.txt',
  codesFileHeader: (email: string) =>
    `Relève — codes de secours de la double authentification (${email})\nChaque code ne sert qu’une fois.\n\n`,
  codesDone: 'J’ai noté mes codes',
  enabledToast: 'Double authentification activée.',

  enabledBadge: 'Activée',
  enabledText:
    'Chaque connexion vous demande le code de votre application d’authentification, ou un code de secours.',
  disableLabel: 'Code de l’application ou code de secours',
  disableHint: 'Pour désactiver la double authentification, saisissez un code.',
  disable: 'Désactiver la double authentification',
  disabling: 'Désactivation…',
  disabledToast: 'Double authentification désactivée.',
  disableFailed: 'La double authentification n’a pas pu être désactivée. Réessayez.',
} as const;
