import type { Role, UserStatus } from '../../../contract/common.ts';

/** French strings of user management (docs/product-rules.md §1, §8). */
export const fr = {
  title: 'Utilisateurs',
  subtitle: 'Validez les comptes en attente.',
  empty: 'Aucun utilisateur trouvé',
  approve: 'Approuver',
  reject: 'Rejeter',
  sessionExpired: 'Session expirée. Veuillez vous reconnecter.',
  forbidden: "Accès refusé : vous n'êtes pas admin.",
  loadFailed: 'Échec du chargement des utilisateurs',
  approveFailed: "Échec de l'approbation",
  rejectFailed: 'Échec du rejet',
  approved: 'Utilisateur approuvé',
  rejected: 'Utilisateur rejeté',
  emailLabel: 'Email',
  phoneLabel: 'Téléphone',
  resetCreate: 'Créer un lien de réinitialisation',
  resetCreating: 'Création du lien…',
  resetFailed: "Le lien n'a pas pu être créé. Vérifiez votre connexion et réessayez.",
  resetLinkLabel: (name: string) => `Lien de réinitialisation pour ${name}`,
  resetOnce: 'Ce lien sert une seule fois, pendant une heure. Transmettez-le à la personne.',
  resetCopy: 'Copier',
  resetCopiedShort: 'Copié',
  resetCopied: 'Lien copié.',
  resetCopyFailed: 'Copie impossible : sélectionnez le lien et copiez-le.',
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
