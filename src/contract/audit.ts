/**
 * The audit log as the administrator reads it (`GET /audit`): who decided what, on which
 * object, when. Every action it may hold is named here, with its French label for the screen.
 */
import { Instant } from './common.ts';
import { ListCursor } from './missions.ts';
import { z } from './z.ts';

/** The decisions kept, by object: accounts, credentials, hours and money. */
export const AUDIT_ACTIONS = {
  'account.approved': 'Compte validé',
  'account.rejected': 'Compte refusé',
  'rpps.verified': 'RPPS vérifié',
  'document.verified': 'Justificatif vérifié',
  'document.refused': 'Justificatif refusé',
  'mission.override': 'Règles de temps de travail passées outre',
  'hours.validated': 'Heures validées',
  'hours.contested': 'Heures contestées',
  'hours.corrected': 'Heures corrigées',
  'contract.signed': 'Contrat signé',
  'invoice.issued': 'Facture émise',
  'invoice.paid': 'Facture payée',
  'credit_note.issued': 'Avoir émis',
  'payout.prepared': 'Lot de virements préparé',
  'payout.sent': 'Lot de virements envoyé',
  'bank.changed': 'Coordonnées bancaires modifiées',
  'company.changed': 'Identité de la plateforme modifiée',
  'two_factor.enabled': 'Double authentification activée',
  'two_factor.disabled': 'Double authentification désactivée',
  'member.invited': "Membre invité dans l'équipe d'un établissement",
  'member.added': "Membre ajouté à l'équipe d'un établissement",
  'member.removed': "Membre retiré de l'équipe d'un établissement",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];

/** What a line is about. */
export const AUDIT_OBJECT_TYPES = [
  'user',
  'document',
  'mission',
  'contract',
  'invoice',
  'payout',
  'company',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

export const AuditEntry = z.object({
  at: z.string(),
  /** Who decided; null for the platform itself. */
  actor_id: z.string().nullable(),
  /** The actor's name as it is now (an erased account's anonymised one). */
  actor_name: z.string().nullable(),
  action: z.string(),
  object_type: z.string(),
  object_id: z.string(),
  /** What the object is called now: a person's name, a mission's; null for the others. */
  object_label: z.string().nullable(),
  /** Ids, states and amounts of the decision: never a name or an address. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditList = z.array(AuditEntry);

const AuditId = z
  .string({ error: "L'identifiant doit être un texte." })
  .trim()
  .min(1, "L'identifiant ne peut pas être vide.")
  .max(100, "L'identifiant est trop long.")
  .regex(/^[A-Za-z0-9_-]+$/, "L'identifiant n'est pas valide.");

/**
 * Filters of the log, newest first in pages of 50 (`X-Next-Cursor`): by who decided, by the
 * object decided on, and by instant in [`from`, `to`[.
 */
export const AuditQuery = z.object({
  actor: AuditId.optional(),
  object: AuditId.optional(),
  from: Instant.optional(),
  to: Instant.optional(),
  cursor: ListCursor.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuery>;
