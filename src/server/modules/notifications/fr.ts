export const notificationsFr = {
  notFound: 'Notification introuvable.',
  cleared: 'Notifications supprimées',
};
