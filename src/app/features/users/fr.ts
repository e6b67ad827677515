import type { Role, UserStatus } from '../../../contract/common.ts';

/** French strings of user management (docs/product-rules.md §1, §8). */
export const fr = {
  title: 'Utilisateurs',
  subtitle: 'Validez les comptes en attente.',
  empty: 'Aucun utilisateur trouvé',
  /** The list's search and filters (docs/product-rules.md §14). */
  filters: {
    label: 'Rechercher et filtrer les comptes',
    search: 'Rechercher',
    searchHint: 'Nom, e-mail ou établissement',
    role: 'Rôle',
    anyRole: 'Tous',
    status: 'Statut',
    anyStatus: 'Tous',
    reset: 'Effacer les filtres',
    noMatch: 'Aucun compte ne correspond à ces critères.',
  },
  /** The accounts at desktop widths: one row each (issue 27). */
  table: {
    label: 'Comptes, un par ligne',
    name: 'Nom',
    role: 'Rôle',
    email: 'E-mail',
    status: 'Statut',
    registered: 'Inscription',
    actions: 'Actions',
    sortAz: ' — trier de A à Z',
    sortZa: ' — trier de Z à A',
    sortPending: ' — en attente d’abord',
    sortOldest: ' — trier du plus ancien au plus récent',
    sortNewest: ' — trier du plus récent au plus ancien',
    more: 'Détails',
    moreOf: (name: string) => ` — lien de réinitialisation et justificatifs de ${name}`,
    resetOf: (name: string) => ` — lien de réinitialisation de ${name}`,
  },
  shownCount: (count: number) =>
    `${count} compte${count > 1 ? 's' : ''} affiché${count > 1 ? 's' : ''}`,
  approve: 'Approuver',
  reject: 'Rejeter',
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  forbidden: "Accès refusé : vous n'êtes pas admin.",
  loadFailed: 'Échec du chargement des utilisateurs',
  approveFailed: "Échec de l'approbation",
  rejectFailed: 'Échec du rejet',
  approving: (name: string) => `${name} sera approuvé(e) dans 5 secondes.`,
  rejecting: (name: string) => `${name} sera rejeté(e) dans 5 secondes.`,
  approved: 'Utilisateur approuvé',
  rejected: 'Utilisateur rejeté',
  emailLabel: 'E-mail',
  phoneLabel: 'Téléphone',
  resetCreate: 'Créer un lien de réinitialisation',
  resetCreating: 'Création du lien…',
  resetFailed: "Le lien n'a pas pu être créé. Vérifiez votre connexion et réessayez.",
  resetLinkLabel: (name: string) => `Lien de réinitialisation pour ${name}`,
  resetOnce: 'Ce lien sert une seule fois, pendant une heure. Transmettez-le à la personne.',
  resetCopy: 'Copier',
  resetCopiedShort: 'Copié',
  resetCopied: 'Lien copié.',
  resetCopyFailed: 'Copie impossible\u202f: sélectionnez le lien et copiez-le.',

  /** An erased account (`deleted_at`): its name is already « Compte supprimé ». */
  deleted: 'Compte supprimé',
  deletedOn: (date: string) => `Données personnelles effacées le ${date}.`,

  /** A professional's credentials: RPPS number and documents, checked here. */
  credentialsTitle: 'Justificatifs',
  credentialsTitleOf: (name: string) => `Justificatifs de ${name}`,
  canClaim: 'Peut prendre des missions',
  cannotClaim: 'Sans justificatif vérifié',
  rppsLabel: 'RPPS',
  rppsNone: 'Non renseigné',
  rppsVerified: (date: string, by: string | null) =>
    by ? `Vérifié le ${date} par ${by}` : `Vérifié le ${date}`,
  rppsToCheck: 'À vérifier',
  rppsVerify: 'Vérifier le RPPS',
  rppsVerifying: 'Vérification…',
  rppsVerifiedToast: 'Numéro RPPS marqué comme vérifié.',
  rppsFailed: "Le numéro RPPS n'a pas pu être marqué vérifié. Réessayez.",
  documentsNone: 'Aucun justificatif déposé.',
  documentsLoading: 'Chargement des justificatifs…',
  documentsFailed: 'Les justificatifs n’ont pas pu être chargés.',
  expiresOn: (date: string) => `Valable jusqu’au ${date}`,
  noExpiry: 'Sans date d’expiration',
  uploadedOn: (date: string) => `déposé le ${date}`,
  reviewedBy: (refused: boolean, date: string, by: string | null) =>
    `${refused ? 'refusé' : 'vérifié'} le ${date}${by ? ` par ${by}` : ''}`,
  reason: 'Motif\u202f:',
  download: 'Télécharger',
  downloadFailed: 'Le fichier n’a pas pu être téléchargé. Réessayez.',
  verify: 'Vérifier',
  refuse: 'Refuser',
  verified: 'Justificatif vérifié\u202f: la personne en est avertie.',
  refused: 'Justificatif refusé\u202f: la personne en est avertie, avec le motif.',
  decideFailed: "La décision n'a pas pu être enregistrée. Réessayez.",
  refuseTitle: 'Refuser ce justificatif\u202f?',
  refuseWhat: (kind: string, file: string, name: string) => `${kind} (${file}) de ${name}.`,
  refuseReason: 'Motif du refus',
  refuseReasonHint: 'Elle le lira\u202f: dites ce qu’il faut déposer à la place.',
  refuseConfirm: 'Refuser le justificatif',
  refuseCancel: 'Annuler',
} as const;

/**
 * docs/product-rules.md §1: Infirmier for nurse, Aide-soignant for caregiver, Admin for the admin, and the
 * institution role reads « Établissement » (not « Admin »).
 */
export const roleLabels: Record<Role, string> = {
  nurse: 'Infirmier',
  caregiver: 'Aide-soignant',
  institution: 'Établissement',
  admin: 'Admin',
};

export const statusLabels: Record<UserStatus, string> = {
  pending: 'En attente',
  approved: 'Approuvé',
  rejected: 'Rejeté',
};
