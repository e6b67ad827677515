/**
 * Credentials and personal data: the RPPS number of nurses, the documents professionals upload
 * for the administrator to check (diploma, professional card, certificate), the export of
 * everything stored about an account and its erasure.
 */
import { isValidRpps, normalizeRpps } from '../domain/credentials/rpps.ts';
import { LocalDate } from './common.ts';
import { z } from './z.ts';

export const RPPS_INVALID = 'Numéro RPPS invalide.';

/** 11 digits with a valid Luhn key; spaces between groups are dropped. */
export const Rpps = z
  .string({ error: RPPS_INVALID })
  .transform(normalizeRpps)
  .refine(isValidRpps, RPPS_INVALID);

export const DOCUMENT_KINDS = ['diplome', 'carte_professionnelle', 'attestation'] as const;
export const DocumentKind = z.enum(DOCUMENT_KINDS, {
  error: 'Type de document inconnu : diplome, carte_professionnelle ou attestation.',
});
export type DocumentKind = z.infer<typeof DocumentKind>;

/** French labels of the kinds, for screens, notifications and e-mails. */
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  diplome: 'Diplôme',
  carte_professionnelle: 'Carte professionnelle',
  attestation: 'Attestation',
};

export const DOCUMENT_STATUSES = ['pending', 'verified', 'refused'] as const;
export const DocumentStatus = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatus>;

/** What an upload may be: checked from the file's first bytes, never from its name. */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const DocumentContentType = z.enum(DOCUMENT_CONTENT_TYPES);

export const DOCUMENT_LIMITS = {
  /** 10 MB per file (413 above). */
  maxBytes: 10 * 1024 * 1024,
  /** Documents one account may hold at once (409 above: delete an old one first). */
  maxPerUser: 20,
} as const;

/** A document as its owner and the administrator see it; the file is at `file_url`. */
export const CredentialDocument = z.object({
  id: z.string(),
  user_id: z.string(),
  kind: DocumentKind,
  /** The name the file had on her device (shown, never trusted). */
  file_name: z.string(),
  content_type: DocumentContentType,
  /** Bytes. */
  size: z.number().int(),
  /** Last day of validity (business time zone), or null when it does not expire. */
  expires_on: LocalDate.nullable(),
  /** True from the day after `expires_on`. */
  expired: z.boolean(),
  status: DocumentStatus,
  /** The administrator's reason, when refused. */
  reason: z.string().nullable(),
  /** Name of the administrator who verified or refused it. */
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  uploaded_at: z.string(),
  /** `/api/documents/{id}/file`: the bytes, for the owner and the administrator only. */
  file_url: z.string(),
});
export type CredentialDocument = z.infer<typeof CredentialDocument>;
export const CredentialDocumentList = z.array(CredentialDocument);

/**
 * The text fields of `POST /users/me/documents` (multipart/form-data, beside the `file` part).
 * An expiry date already past is refused.
 */
export const DocumentUploadFields = z.object({
  kind: DocumentKind,
  expires_on: LocalDate.optional(),
});
export type DocumentUploadFields = z.infer<typeof DocumentUploadFields>;

/** `PUT /documents/{id}/verify` (admin): verified, or refused with a reason she will read. */
export const DocumentDecisionBody = z
  .object({
    status: z.enum(['verified', 'refused'], { error: 'status doit valoir verified ou refused.' }),
    reason: z
      .string()
      .trim()
      .max(500, 'Le motif est trop long (500 caractères au plus).')
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'refused' && !body.reason) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Le motif du refus est obligatoire.',
      });
    }
  });
export type DocumentDecisionBody = z.infer<typeof DocumentDecisionBody>;

/** The bytes of a document, with the content type it was stored with. */
export const DocumentBytes = z.string().describe('Le fichier : PDF, JPEG ou PNG.');

/** `DELETE /users/me`: the password proves it is her. */
export const DeleteAccountBody = z.object({
  password: z
    .string({ error: 'Le mot de passe est obligatoire.' })
    .min(1, 'Le mot de passe est obligatoire.')
    .max(256),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/**
 * `GET /users/me/export`: everything stored about the caller, one JSON document (sent as an
 * attachment). `account` is her row as stored (no password hash); each other key is one kind
 * of record that names her (missions, payslips, messages, notifications, documents without
 * their bytes, availabilities, push subscriptions, sessions…).
 */
export const AccountExport = z
  .object({
    exported_at: z.string(),
    account: z.record(z.string(), z.unknown()),
  })
  .catchall(z.unknown());
export type AccountExport = z.infer<typeof AccountExport>;

/** The name an erased account keeps, where payslips and billing lines still show it. */
export const DELETED_ACCOUNT_NAME = 'Compte supprimé';

/** The 409 of `PUT /prestations/{id}/claim` without a valid document, and the open list's note. */
export const CLAIM_NEEDS_DOCUMENT =
  'Pour prendre une mission, il vous faut un justificatif vérifié : déposez votre diplôme, votre carte professionnelle ou une attestation dans votre profil.';
export const CLAIM_DOCUMENTS_EXPIRED =
  'Vos justificatifs vérifiés ont expiré : déposez-en un à jour dans votre profil pour prendre une mission.';
