/** French strings of the profile (/profile): details, photo, password, settings, for every role. */
export const fr = {
  title: 'Profil',
  subtitle: 'Vos coordonnées et vos réglages.',
  detailsTitle: 'Vos coordonnées',
  name: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  role: 'Profil',
  missing: 'Non renseigné',
  detailsReadOnly: "Pour modifier ces informations, contactez l'administrateur.",
  firstName: 'Prénom',
  lastName: 'Nom',
  address: 'Adresse',
  emailFixed: "Pour changer d'adresse e-mail, contactez l'administrateur.",
  /** A nurse's RPPS number, and what the administrator made of it. */
  rpps: 'Numéro RPPS',
  rppsNone: 'Facultatif\u202f: les 11 chiffres de votre carte professionnelle.',
  rppsVerified: (date: string) => `Vérifié le ${date}`,
  rppsPending: 'En attente de vérification',
  rppsChangeNote: 'Un nouveau numéro devra être vérifié à nouveau.',
  detailsSave: 'Enregistrer',
  detailsSaving: 'Enregistrement…',
  detailsSaved: 'Coordonnées enregistrées.',
  detailsFailed:
    "Vos coordonnées n'ont pas pu être enregistrées. Vérifiez votre connexion et réessayez.",

  photoTitle: 'Photo',
  photoHint: 'JPEG, PNG ou WebP. Elle est réduite sur votre téléphone avant l’envoi.',
  photoChoose: 'Choisir une photo',
  photoReplace: 'Changer de photo',
  photoRemove: 'Retirer la photo',
  photoSending: 'Envoi de la photo…',
  photoSaved: 'Photo enregistrée.',
  photoRemoved: 'Photo retirée.',
  photoUnreadable: "Cette image n'a pas pu être lue. Choisissez une photo JPEG, PNG ou WebP.",
  photoFailed: "La photo n'a pas pu être envoyée. Vérifiez votre connexion et réessayez.",

  passwordTitle: 'Mot de passe',
  passwordCurrent: 'Mot de passe actuel',
  passwordNew: 'Nouveau mot de passe',
  passwordNewHint: (min: number) => `Au moins ${min} caractères.`,
  passwordConfirm: 'Confirmation du nouveau mot de passe',
  passwordMismatch: 'Les deux mots de passe ne sont pas identiques.',
  passwordSave: 'Changer le mot de passe',
  passwordSaving: 'Modification…',
  passwordSaved: 'Mot de passe modifié. Vos autres appareils ont été déconnectés.',
  passwordFailed: "Le mot de passe n'a pas pu être modifié. Vérifiez votre connexion et réessayez.",

  notificationsTitle: 'Notifications',
  /** Her channels (PUT /users/me/settings): each switch is saved as soon as it moves. */
  channelPush: 'Notifications sur ce téléphone',
  channelPushHint: 'Votre téléphone doit aussi les autoriser pour Relève.',
  channelEmail: 'Par e-mail',
  /** What each role receives by e-mail (docs/product-rules.md §12). */
  channelEmailHint: (email: string, role: string) =>
    role === 'institution'
      ? `À ${email}\u202f: prestations non commencées ou non pourvues à l’heure prévue.`
      : role === 'admin'
        ? `À ${email}\u202f: les nouvelles de votre compte.`
        : `À ${email}\u202f: comptes, missions, rappels, fiches de paie.`,
  channelOn: 'Activé',
  channelOff: 'Désactivé',
  /**
   * The push switch when this browser blocks Relève's notifications: it does not say « Activé »
   * beside the card that says they are blocked (issue 27).
   */
  channelPushBlocked: 'Bloquées ici',
  channelPushBlockedHint:
    'Ce navigateur bloque les notifications de Relève\u202f: autorisez-les dans les réglages du site pour les recevoir sur cet appareil.',
  channelPushSaved: (on: boolean) =>
    on ? 'Notifications sur téléphone activées.' : 'Notifications sur téléphone désactivées.',
  channelEmailSaved: (on: boolean) =>
    on ? 'Notifications par e-mail activées.' : 'Notifications par e-mail désactivées.',

  positionTitle: 'Position',
  positionSwitch: 'Partager ma position lors des gestes',
  positionOn: 'Activé',
  positionOff: 'Désactivé',
  /** What is read, when, who sees what, how long it is kept: said plainly. */
  positionNote: [
    'Activé, votre téléphone lit votre position une seule fois à chaque geste « Accepter », « Commencer » et « Terminer », et seulement à ce moment-là.',
    'Vous n’êtes jamais suivi(e) entre deux gestes. L’établissement ne voit pas votre position\u202f: il voit seulement à quelle distance de lui vous étiez.',
    'La position lue est conservée avec l’historique de la prestation. Désactivé, aucune position n’est lue.',
  ],
  positionFirstTime: 'La première fois, votre téléphone vous demandera l’autorisation.',
  /** The switch is on but the browser refuses: no position can be read until she allows it. */
  positionBlocked:
    'Votre téléphone refuse l’accès à la position\u202f: autorisez-le pour Relève dans les réglages du navigateur, sinon vos gestes sont envoyés sans position.',
  positionSaved: (on: boolean) =>
    on
      ? 'Position partagée lors des gestes.'
      : 'Position désactivée\u202f: plus aucune position ne sera lue.',
  saveFailed: "Le réglage n'a pas pu être enregistré. Vérifiez votre connexion et réessayez.",

  logoutTitle: 'Session',
  logout: 'Déconnexion',
} as const;

/** « Ajouter à mon agenda »: her private calendar link (/profile, every role). */
export const calendarFr = {
  title: 'Ajouter à mon agenda',
  intro:
    'Vos missions à venir apparaissent dans l’agenda de votre téléphone et s’y mettent à jour d’elles-mêmes.',
  create: 'Créer mon lien d’agenda',
  creating: 'Création du lien…',
  created: 'Lien d’agenda créé.',
  urlLabel: 'Adresse de votre agenda',
  urlHint: 'Ce lien est personnel\u202f: toute personne qui l’a voit vos missions.',
  copy: 'Copier le lien',
  copied: 'Lien copié.',
  copyFailed: 'Le lien n’a pas pu être copié\u202f: sélectionnez-le et copiez-le.',
  open: 'Ouvrir dans mon agenda',
  replace: 'Remplacer le lien',
  replaceTitle: 'Remplacer le lien d’agenda\u202f?',
  replaceText:
    'Un nouveau lien est créé. L’ancien lien cessera de fonctionner\u202f: les agendas abonnés avec lui ne recevront plus vos missions.',
  replaceConfirm: 'Remplacer',
  replaced: 'Nouveau lien créé. L’ancien ne fonctionne plus.',
  remove: 'Retirer le lien',
  removeTitle: 'Retirer le lien d’agenda\u202f?',
  removeText:
    'Le lien cessera de fonctionner\u202f: les agendas abonnés avec lui ne recevront plus vos missions.',
  removeConfirm: 'Retirer',
  removed: 'Lien d’agenda retiré.',
  keep: 'Garder le lien',
  offline: 'Hors ligne\u202f: reconnectez-vous pour créer, remplacer ou retirer le lien.',
  failed: 'Le lien d’agenda n’a pas pu être modifié. Vérifiez votre connexion et réessayez.',
} as const;

/** « Justificatifs »: her diploma, professional card or certificate, for the administrator. */
export const documentsFr = {
  title: 'Justificatifs',
  intro:
    'Déposez votre diplôme, votre carte professionnelle ou une attestation\u202f: l’administrateur les vérifie. Un justificatif vérifié et à jour est nécessaire pour prendre une mission.',
  canClaim: 'Vous avez un justificatif vérifié\u202f: vous pouvez prendre des missions.',
  listLabel: 'Vos justificatifs',
  none: 'Aucun justificatif déposé pour le moment.',
  loadFailed: 'Vos justificatifs n’ont pas pu être chargés. Vérifiez votre connexion.',
  expiresOn: (date: string) => `Valable jusqu’au ${date}`,
  noExpiry: 'Sans date d’expiration',
  uploadedOn: (date: string) => `Déposé le ${date}`,
  reviewedOn: (date: string) => `Vérifié le ${date}`,
  reason: 'Motif du refus\u202f:',
  download: 'Télécharger',
  downloadFailed: 'Le fichier n’a pas pu être téléchargé. Vérifiez votre connexion et réessayez.',
  remove: 'Supprimer',
  removeTitle: 'Supprimer ce justificatif\u202f?',
  removeText: (label: string, file: string) =>
    `${label} (${file}) sera retiré de votre profil et ne pourra plus être consulté par l’administrateur.`,
  removeVerifiedText:
    'Il est vérifié\u202f: sans autre justificatif vérifié, vous ne pourrez plus prendre de missions.',
  removeConfirm: 'Supprimer le justificatif',
  keep: 'Garder',
  removed: 'Justificatif supprimé.',
  removeFailed: 'Le justificatif n’a pas pu être supprimé. Vérifiez votre connexion et réessayez.',

  formTitle: 'Déposer un justificatif',
  kind: 'Type de justificatif',
  expires: 'Date d’expiration (facultative)',
  expiresHint: 'Le dernier jour de validité, s’il y en a un.',
  expiresPast: 'La date d’expiration est déjà passée.',
  file: 'Choisir le fichier',
  fileChange: 'Changer de fichier',
  fileHint: 'PDF, JPEG ou PNG, 10 Mo au plus. Une photo nette du document convient.',
  fileNone: 'Aucun fichier choisi.',
  fileMissing: 'Choisissez le fichier à déposer.',
  fileType: 'Le fichier doit être un PDF, une image JPEG ou PNG.',
  fileTooBig: 'Le fichier dépasse 10 Mo\u202f: choisissez un fichier plus léger.',
  fileEmpty: 'Ce fichier est vide.',
  submit: 'Déposer',
  submitting: 'Envoi…',
  uploaded: 'Justificatif déposé\u202f: il attend la vérification de l’administrateur.',
  uploadFailed: 'Le justificatif n’a pas pu être envoyé. Vérifiez votre connexion et réessayez.',
  offline: 'Hors ligne\u202f: reconnectez-vous pour déposer ou supprimer un justificatif.',
} as const;

/** « Mes données »: her export and the erasure of her account (every role). */
export const dataFr = {
  title: 'Mes données',
  intro: 'Téléchargez tout ce que Relève conserve sur vous, en un fichier.',
  export: 'Télécharger mes données',
  exporting: 'Préparation du fichier…',
  exported: 'Vos données ont été téléchargées.',
  exportFailed:
    'Vos données n’ont pas pu être téléchargées. Vérifiez votre connexion et réessayez.',
  remove: 'Supprimer mon compte',
  removeTitle: 'Supprimer votre compte\u202f?',
  erased: (professional: boolean) =>
    professional
      ? 'Effacés\u202f: votre nom, votre e-mail, votre téléphone, votre adresse, votre photo, votre numéro RPPS, vos justificatifs, vos messages, vos notifications et vos disponibilités.'
      : 'Effacés\u202f: le nom de contact, l’e-mail, le téléphone, l’adresse, les messages et les notifications du compte.',
  kept: (professional: boolean) =>
    professional
      ? 'Conservés, comme la loi l’exige\u202f: vos bulletins de paie et les missions effectuées, au nom de « Compte supprimé ».'
      : 'Conservés, comme la loi l’exige\u202f: les missions et la facturation, au nom de « Compte supprimé ».',
  final: 'Vous serez déconnecté(e) de tous vos appareils. Cette suppression est définitive.',
  password: 'Votre mot de passe',
  passwordHint: 'Pour confirmer que c’est bien vous.',
  cancel: 'Annuler',
  confirm: 'Supprimer définitivement',
  confirming: 'Suppression…',
  removed: 'Votre compte a été supprimé. Merci d’avoir utilisé Relève.',
  removeFailed: 'Le compte n’a pas pu être supprimé. Vérifiez votre connexion et réessayez.',
} as const;
