const count = new Intl.NumberFormat('fr-FR');

/** French strings of the teams screen (spec §2 « Teams », §8 « Teams »). */
export const fr = {
  title: 'Équipes',
  subtitleAdmin: 'Composez les équipes et désignez leur référent.',
  subtitle: 'Les équipes dont vous faites partie.',
  emptyAdmin: 'Aucune équipe',
  empty: "Vous ne faites partie d'aucune équipe.",
  loadFailed: 'Échec du chargement des équipes',
  referent: 'Référent',
  noReferent: 'Aucun référent',
  unknown: 'Inconnu',
  membersTitle: 'Membres',
  memberCount: (n: number) =>
    n === 0 ? 'Aucun membre' : n === 1 ? '1 membre' : `${count.format(n)} membres`,
  newTeam: 'Nouvelle équipe',
  editTeam: "Modifier l'équipe",
  deleteTeam: "Supprimer l'équipe",
  edit: 'Modifier',
  delete: 'Supprimer',
  nameLabel: "Nom de l'équipe",
  nameRequired: "Le nom de l'équipe est obligatoire.",
  filterMembers: 'Filtrer les professionnels',
  noProfessionals: 'Aucun professionnel approuvé pour le moment.',
  noMatch: 'Aucun professionnel ne correspond.',
  referentHint: "Un membre de l'équipe ou un administrateur.",
  create: "Créer l'équipe",
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  cancel: 'Annuler',
  deleting: 'Suppression…',
  confirmDelete: (name: string) =>
    `L'équipe « ${name} » sera supprimée. Ses membres gardent leur compte.`,
  created: 'Équipe créée',
  updated: 'Équipe mise à jour',
  deleted: 'Équipe supprimée',
  saveFailed: "Échec de l'enregistrement de l'équipe",
  deleteFailed: "Échec de la suppression de l'équipe",
  usersFailed: 'Impossible de charger les soignants',
  adminSuffix: 'administrateur',
} as const;

export const roleLabels = {
  nurse: 'Infirmier(ère)',
  caregiver: 'Aide-soignant(e)',
} as const;
