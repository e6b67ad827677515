import { DOCUMENT_KIND_LABELS, type DocumentKind } from '../../../contract/credentials.ts';
import { frenchDate } from '../../../domain/credentials/documents.ts';

/** « votre diplôme », « votre carte professionnelle », « votre attestation ». */
const yours = (kind: DocumentKind) => `votre ${DOCUMENT_KIND_LABELS[kind].toLowerCase()}`;
const Yours = (kind: DocumentKind) => `Votre ${DOCUMENT_KIND_LABELS[kind].toLowerCase()}`;

/** Every French sentence of the credentials (RPPS and documents). */
export const credentialsFr = {
  userNotFound: 'Utilisateur introuvable.',
  documentNotFound: 'Justificatif introuvable.',
  rppsMissing: "Cette personne n'a pas donné de numéro RPPS.",
  rppsNotNurse: 'Le numéro RPPS ne concerne que les infirmiers et infirmières.',
  tooLarge: 'Le fichier dépasse 10 Mo.',
  empty: 'Le fichier est vide.',
  noFile: 'Aucun fichier reçu\u202f: joignez votre justificatif (PDF, JPEG ou PNG).',
  wrongType: 'Format non accepté\u202f: PDF, JPEG ou PNG.',
  notMultipart:
    'Envoyez le justificatif comme un formulaire (multipart/form-data\u202f: kind, expires_on, file).',
  oneFile: 'Un seul fichier par envoi.',
  unreadable: "Le formulaire d'envoi n'a pas pu être lu. Réessayez.",
  tooManyFields: "Le formulaire d'envoi contient trop de champs.",
  expiredDate: "La date d'expiration est déjà passée.",
  tooMany: (max: number) =>
    `Vous avez déjà ${max} justificatifs\u202f: supprimez-en un avant d'en déposer un autre.`,
  alreadyDecided: (status: 'verified' | 'refused') =>
    status === 'verified'
      ? 'Ce justificatif est déjà vérifié.'
      : 'Ce justificatif a déjà été refusé.',

  notify: {
    verified: (kind: DocumentKind) =>
      `${Yours(kind)} a été vérifié(e)\u202f: vous pouvez prendre des missions.`,
    refused: (kind: DocumentKind, reason: string) =>
      `${Yours(kind)} a été refusé(e)\u202f: ${reason}`,
    /** « Votre diplôme expire le 12/03/2027 : déposez-en un à jour pour continuer à prendre des missions. » */
    expiring: (kind: DocumentKind, expiresOn: string) =>
      `${Yours(kind)} expire le ${frenchDate(expiresOn)}\u202f: déposez-en un à jour pour continuer à prendre des missions.`,
  },
  mail: {
    verified: 'Justificatif vérifié',
    refused: 'Justificatif refusé',
    expiring: (kind: DocumentKind) => `Relève\u202f: ${yours(kind)} expire bientôt`,
  },
} as const;

/** The screen a document notification opens: her profile, where her documents are. */
export const credentialsLink = '/profile';
