/** The French sentences of the establishment's pool. */
export const poolFr = {
  institutionNotFound: 'Établissement introuvable.',
  professionalNotFound: 'Soignant introuvable.',
  blockedNotFavorite:
    "Ce soignant est écarté par l'établissement : ne l'écartez plus avant de l'ajouter à vos favoris.",
  /** The candidates' reason (the establishment and the administrator read it; she never does). */
  setAside: "Écartée par l'établissement.",
  /** What she reads when she tries to take a mission of an establishment that set her aside. */
  unavailable: "Cette mission n'est pas disponible.",
  /** A claim during the favourites window by someone who is not a favourite. */
  favoritesFirst: (until: string): string =>
    `Cette mission est d'abord proposée aux soignants habituels de l'établissement, jusqu'à ${until}.`,
} as const;
