export const pwaFr = {
  updateAvailable: 'Nouvelle version disponible',
  updateNow: 'Mettre à jour',
  later: 'Plus tard',
  offlineReady: 'Relève fonctionne désormais hors ligne.',
} as const;
