import { MESSAGE_MAX } from './draft.ts';

const count = new Intl.NumberFormat('fr-FR');

/** French strings of the messages screen (docs/product-rules.md §6, §8). */
export const fr = {
  title: 'Messages',
  subtitle: "Échangez avec vos collègues, les établissements et l'administration.",
  newConversation: 'Nouvelle conversation',
  noConversation: 'Aucune conversation',
  selectConversation: 'Sélectionnez une conversation',
  loadFailed: 'Échec du chargement des messages',
  sendFailed: "Échec de l'envoi",
  dismissRejected: 'Retirer',
  conversationsLabel: 'Conversations',
  you: 'Vous',
  youPrefix: 'Vous\u202f: ',
  unread: (n: number) => (n === 1 ? '1 message non lu' : `${count.format(n)} messages non lus`),
  threadLabel: (name: string) => `Messages avec ${name}`,
  back: 'Retour aux conversations',
  messageLabel: 'Votre message',
  enterHint: 'Entrée pour envoyer, Maj + Entrée pour aller à la ligne.',
  send: 'Envoyer',
  sending: 'Envoi…',
  counter: (length: number) => `${count.format(length)} / ${count.format(MESSAGE_MAX)} caractères`,
  emptyThread: "Aucun message pour l'instant\u202f: écrivez le premier.",
  today: "Aujourd'hui",
  yesterday: 'Hier',
  search: 'Rechercher une personne',
  nobody: 'Aucune personne trouvée',
  directoryFailed: 'Échec du chargement des utilisateurs',
  writeTo: 'Écrire à',
} as const;
