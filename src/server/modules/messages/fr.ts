export const messagesFr = {
  toSelf: 'Vous ne pouvez pas vous envoyer un message.',
  recipientUnavailable: 'Destinataire introuvable ou compte non approuvé.',
  userNotFound: 'Utilisateur introuvable.',
  notifyNewMessage: (senderName: string) => `Nouveau message de ${senderName}`,
  conversationRead: 'Conversation marquée comme lue.',
};
