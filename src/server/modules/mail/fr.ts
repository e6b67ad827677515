/** Every French sentence of the e-mails Relève sends (the news itself comes from each module). */

/** « 1 heure », « 2 heures », « 45 minutes ». */
export function duration(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 heure' : `${hours} heures`;
}

export const mailFr = {
  brand: 'Relève',
  greeting: (firstName: string) => (firstName.trim() ? `Bonjour ${firstName.trim()},` : 'Bonjour,'),
  signature: "L'équipe Relève",
  /** The link of a notification, as a button and in plain text. */
  open: 'Ouvrir dans Relève',
  /** Under the button, for mail clients that hide it. */
  copyLink: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u202f:',
  /** Why she receives it, and where she stops it. */
  whyNotification:
    'Vous recevez cet e-mail parce que les notifications par e-mail sont activées sur votre compte Relève. Pour ne plus les recevoir, désactivez « Par e-mail » dans Profil › Notifications.',
  /** A refused account cannot sign in: no settings to point to. */
  whyRejection:
    "Vous recevez cet e-mail parce qu'une demande d'inscription à Relève a été faite avec cette adresse.",

  reset: {
    subject: 'Réinitialiser votre mot de passe Relève',
    intro: 'Vous avez demandé à réinitialiser le mot de passe de votre compte Relève.',
    button: 'Choisir un nouveau mot de passe',
    validity: (minutes: number) =>
      `Ce lien ne fonctionne qu'une seule fois, pendant ${duration(minutes)}.`,
    ignore:
      "Si vous n'avez pas fait cette demande, ignorez cet e-mail\u202f: votre mot de passe reste inchangé.",
    why: "Vous recevez cet e-mail parce qu'une réinitialisation du mot de passe a été demandée pour votre compte Relève.",
  },
  invitation: {
    subject: (institution: string) => `${institution} vous invite sur Relève`,
    intro: (inviter: string, institution: string) =>
      `${inviter} vous invite à gérer l'établissement ${institution} sur Relève\u202f: ses prestations, les heures à valider, les contrats et les factures.`,
    button: 'Accepter et choisir mon mot de passe',
    validity: (days: number) => `Ce lien ne fonctionne qu'une seule fois, pendant ${days} jours.`,
    ignore:
      "Si vous ne connaissez pas cet établissement, ignorez cet e-mail : aucun compte n'est créé.",
    why: "Vous recevez cet e-mail parce qu'un établissement vous a invitée à rejoindre son équipe sur Relève.",
  },
} as const;
