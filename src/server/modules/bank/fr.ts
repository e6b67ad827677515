import { mailFr } from '../mail/fr.ts';

export const bankServerFr = {
  /** The notification, and the first paragraph of the e-mail. */
  changed: 'Vos coordonnées bancaires ont été modifiées.',
  mailSubject: 'Vos coordonnées bancaires ont été modifiées',
  /** « Nouveau compte : FR76 •••• … 189, au nom de Léa Bernard. » */
  newAccount: (ibanMasked: string, holder: string) =>
    `Nouveau compte\u202f: ${ibanMasked}, au nom de ${holder}.`,
  notYou:
    "Si vous n'êtes pas à l'origine de ce changement, prévenez l'administrateur sans attendre\u202f: vos prochains paiements iraient sur ce compte.",
  /** Why she receives it whatever her settings: a change of account is what a thief would make. */
  why: 'Vous recevez cet e-mail parce que les coordonnées bancaires de votre compte Relève ont changé. Ce message de sécurité est toujours envoyé, quels que soient vos réglages de notifications.',
  open: mailFr.open,
} as const;
