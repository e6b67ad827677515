/** The establishment's « Mes soignants » screen (docs/product-rules.md, « The establishment's team and planning »). */
export const fr = {
  title: 'Mes soignants',
  subtitle:
    'Vos soignants favoris voient vos missions publiées en premier. Les soignants écartés ne les voient jamais.',
  favoritesTitle: 'Favoris',
  favoritesEmpty:
    'Aucun soignant favori pour le moment. Ajoutez-en depuis une prestation terminée.',
  favoritesFailed: 'Impossible de charger vos soignants.',
  rating: (average: number, count: number) =>
    `${average.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}/5 (${count} avis)`,
  notRated: 'Pas encore noté(e)',
  since: (date: string) => `Depuis le ${date}`,
  remove: 'Retirer de Mes soignants',
  removed: (name: string) => `${name} ne fait plus partie de vos soignants.`,
  removeFailed: 'La modification de vos soignants a échoué.',
  blockedTitle: 'Soignants écartés',
  blockedHint: 'Ils ne sont pas prévenus et ne voient plus vos missions.',
  blockedEmpty: 'Aucun soignant écarté.',
  blockedFailed: 'Impossible de charger les soignants écartés.',
  reason: 'Raison',
  unblock: 'Ne plus écarter',
  unblocked: (name: string) => `${name} peut de nouveau voir vos missions.`,
  unblockFailed: "Impossible de ne plus l'écarter.",
} as const;
