/** French strings of the dashboards. Counters and quick actions arrive with their own issues. */
export const fr = {
  welcome: (name: string) => `Bienvenue, ${name}!`,
  fallbackName: 'Utilisateur',
  adminTitle: 'Tableau de bord administrateur',
  comingSoon: 'Cette section arrive bientôt.',
} as const;
