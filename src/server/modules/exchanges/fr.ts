const when = (date: Date, timeZone: string) => {
  const day = new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
  const time = new Intl.DateTimeFormat('fr-FR', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  return `${day} à ${time}`;
};

/** « Nuit EHPAD » du 12/03/2025 à 21:00 */
const mission = (name: string, start: Date, timeZone: string) =>
  `« ${name} » du ${when(start, timeZone)}`;

export const exchangesFr = {
  missionNotFound: 'Prestation introuvable.',
  notFound: 'Échange introuvable.',
  started: 'Une prestation commencée ne peut plus être échangée.',
  completed: 'Une prestation terminée ne peut plus être échangée.',
  cancelled: 'Une prestation annulée ne peut pas être échangée.',
  pendingMission: "Cette prestation est encore en attente d'approbation.",
  openMission: "Cette prestation est à pourvoir\u202f: elle n'est encore assignée à personne.",
  alreadyPending: 'Un échange est déjà en attente pour cette prestation.',
  toSelf: 'Vous ne pouvez pas vous proposer votre propre prestation.',
  recipientInvalid:
    'Le destinataire doit être un professionnel approuvé (infirmier ou aide-soignant).',
  recipientUnavailable: 'Cette prestation ne peut pas lui être confiée.',
  recipientOnly: 'Seul le destinataire peut répondre à cet échange.',
  alreadyAnswered: 'Cet échange a déjà reçu une réponse.',
  proposed: "Proposition d'échange envoyée.",
  accepted: 'Échange accepté',
  rejected: 'Échange refusé',
  notifyProposed: (from: string, name: string, start: Date, tz: string) =>
    `${from} vous propose de reprendre la prestation ${mission(name, start, tz)}.`,
  notifyAcceptedToProposer: (by: string, name: string, start: Date, tz: string) =>
    `${by} a accepté de reprendre la prestation ${mission(name, start, tz)}.`,
  notifyAcceptedToRecipient: (name: string, start: Date, tz: string) =>
    `La prestation ${mission(name, start, tz)} vous est désormais assignée.`,
  notifyRejected: (by: string, name: string, start: Date, tz: string) =>
    `${by} a refusé votre proposition d'échange pour la prestation ${mission(name, start, tz)}.`,
};
