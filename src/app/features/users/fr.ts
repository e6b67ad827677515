import type { Role, UserStatus } from '../../../contract/common.ts';

/** French strings of user management (spec §2 « User management », §8 « Users list »). */
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
} as const;

/**
 * Spec: Infirmier for nurse, Aide-soignant for caregiver, Admin otherwise. PRODUCT §3 adds the
 * institution role, which the spec's rule would mislabel « Admin »: it reads « Établissement ».
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
