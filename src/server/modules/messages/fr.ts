import { deName } from '../../../domain/text/de-name.ts';
export const messagesFr = {
  toSelf: 'Vous ne pouvez pas vous envoyer un message.',
  recipientUnavailable: 'Destinataire introuvable ou compte non approuvé.',
  userNotFound: 'Utilisateur introuvable.',
  notifyNewMessage: (senderName: string) => `Nouveau message ${deName(senderName)}`,
  conversationRead: 'Conversation marquée comme lue.',
  clientIdReused: 'Cet identifiant de message a déjà servi pour un autre message.',
};
