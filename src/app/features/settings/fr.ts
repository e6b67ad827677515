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
      ? `À ${email} : prestations non commencées ou non pourvues à l’heure prévue.`
      : role === 'admin'
        ? `À ${email} : les nouvelles de votre compte.`
        : `À ${email} : comptes, missions, rappels, fiches de paie.`,
  channelOn: 'Activé',
  channelOff: 'Désactivé',
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
    'Vous n’êtes jamais suivi(e) entre deux gestes. L’établissement ne voit pas votre position : il voit seulement à quelle distance de lui vous étiez.',
    'La position lue est conservée avec l’historique de la prestation. Désactivé, aucune position n’est lue.',
  ],
  positionFirstTime: 'La première fois, votre téléphone vous demandera l’autorisation.',
  /** The switch is on but the browser refuses: no position can be read until she allows it. */
  positionBlocked:
    'Votre téléphone refuse l’accès à la position : autorisez-le pour Relève dans les réglages du navigateur, sinon vos gestes sont envoyés sans position.',
  positionSaved: (on: boolean) =>
    on
      ? 'Position partagée lors des gestes.'
      : 'Position désactivée : plus aucune position ne sera lue.',
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
  urlHint: 'Ce lien est personnel : toute personne qui l’a voit vos missions.',
  copy: 'Copier le lien',
  copied: 'Lien copié.',
  copyFailed: 'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le.',
  open: 'Ouvrir dans mon agenda',
  replace: 'Remplacer le lien',
  replaceTitle: 'Remplacer le lien d’agenda ?',
  replaceText:
    'Un nouveau lien est créé. L’ancien lien cessera de fonctionner : les agendas abonnés avec lui ne recevront plus vos missions.',
  replaceConfirm: 'Remplacer',
  replaced: 'Nouveau lien créé. L’ancien ne fonctionne plus.',
  remove: 'Retirer le lien',
  removeTitle: 'Retirer le lien d’agenda ?',
  removeText:
    'Le lien cessera de fonctionner : les agendas abonnés avec lui ne recevront plus vos missions.',
  removeConfirm: 'Retirer',
  removed: 'Lien d’agenda retiré.',
  keep: 'Garder le lien',
  offline: 'Hors ligne : reconnectez-vous pour créer, remplacer ou retirer le lien.',
  failed: 'Le lien d’agenda n’a pas pu être modifié. Vérifiez votre connexion et réessayez.',
} as const;
