import type { Role } from '../../../contract/common.ts';

/** How a role reads inside a sentence. */
const roleInSentence: Record<Role, string> = {
  admin: 'administrateur',
  nurse: 'infirmier(ère)',
  caregiver: 'aide-soignant(e)',
  institution: 'établissement de santé',
};

export const notificationsFr = {
  notFound: 'Notification introuvable.',
  cleared: 'Notifications supprimées',
  newAccount: (name: string, role: Role) =>
    `Nouveau compte à valider\u202f: ${name} (${roleInSentence[role]}).`,
  /** The grouped note once several accounts await: how many, and the latest. */
  accountsAwaiting: (count: number, name: string, role: Role) =>
    `${count} comptes à valider, dont ${name} (${roleInSentence[role]}).`,
  newMissionRequest: (mission: string, institution: string) =>
    `Nouvelle demande de mission\u202f: ${mission} (${institution}).`,
};
