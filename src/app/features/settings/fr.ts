/** French strings of the professional's profile and settings (/profile, nurse and caregiver). */
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
