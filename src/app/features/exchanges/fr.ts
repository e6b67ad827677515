import type { ExchangeStatus } from '../../../contract/exchanges.ts';

/** French strings of the exchanges screen (docs/product-rules.md §7, §8). */
export const fr = {
  title: 'Échanges',
  subtitle: 'Proposez une prestation à un(e) collègue et répondez aux propositions reçues.',
  empty: 'Aucun échange',
  loadFailed: 'Échec du chargement des échanges',
  received: 'Reçue',
  sent: 'Envoyée',
  from: 'De',
  to: 'À',
  mission: 'Prestation',
  reason: 'Motif',
  noReason: 'Aucun motif',
  createdAt: 'Demandée le',
  accept: 'Accepter',
  refuse: 'Refuser',
  accepted: 'Échange accepté',
  rejected: 'Échange refusé',
  respondFailed: 'Échec de la réponse',
  listLabel: 'Propositions d’échange',
  // « Proposer un échange »
  propose: 'Proposer un échange',
  missionLabel: 'Prestation',
  chooseMission: 'Choisissez une prestation',
  missionRequired: 'Choisissez une prestation.',
  noMission:
    "Aucune prestation à proposer\u202f: seules vos prestations assignées ou acceptées peuvent l'être.",
  missionsFailed: 'Impossible de charger vos prestations',
  colleague: 'Collègue',
  chooseColleague: 'Choisissez un(e) collègue',
  colleagueRequired: 'Choisissez un(e) collègue.',
  noColleague: 'Aucun(e) collègue disponible pour le moment.',
  directoryFailed: 'Échec du chargement des utilisateurs',
  reasonLabel: 'Motif',
  reasonHint:
    'Facultatif\u202f: dites à votre collègue pourquoi vous cherchez un(e) remplaçant(e).',
  send: 'Envoyer la proposition',
  sending: 'Envoi…',
  cancel: 'Annuler',
  proposed: "Proposition d'échange envoyée",
  proposeFailed: "Échec de la proposition d'échange",
  proposeOffline: "Pas de connexion\u202f: la proposition d'échange n'a pas été envoyée.",
} as const;

export const statusLabels: Record<ExchangeStatus, string> = {
  pending: 'En attente',
  accepted: 'Acceptée',
  rejected: 'Refusée',
};
