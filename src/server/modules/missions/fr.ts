/** Every French sentence of the missions module that is not a rule of the state machine. */
export const missionsFr = {
  notFound: 'Prestation introuvable.',
  createdByAdmin: 'Prestation créée !',
  submittedByInstitution: "Prestation soumise à l'administrateur.",
  assigneeNotProfessional: "L'utilisateur choisi n'est pas un soignant approuvé.",
  institutionNotApproved: "L'établissement choisi n'existe pas ou n'est pas approuvé.",
  changedMeanwhile: "La prestation vient d'être modifiée par quelqu'un d'autre. Rechargez la page.",

  notify: {
    assignedToYou: (mission: string, institution: string | null) =>
      institution === null
        ? `Une prestation vous a été assignée : « ${mission} ».`
        : `Une prestation vous a été assignée : « ${mission} » (${institution}).`,
    assignedTo: (mission: string, person: string) =>
      `La prestation « ${mission} » a été assignée à ${person}.`,
    accepted: (person: string, mission: string) =>
      `${person} a accepté la prestation « ${mission} ».`,
    started: (person: string, mission: string) =>
      `${person} a commencé la prestation « ${mission} ».`,
    ended: (person: string, mission: string) => `${person} a terminé la prestation « ${mission} ».`,
    cancelled: (mission: string) => `La prestation « ${mission} » a été annulée.`,
    cancelledByAdmin: (mission: string) =>
      `La prestation « ${mission} » a été annulée par l'administrateur.`,
  },
} as const;

/** Screens a mission notification opens. */
export const missionLinks = {
  professional: '/mes-prestations',
  institution: '/prestations',
} as const;
