/** French strings of the monthly statistics (« After the mission »). */
export const fr = {
  title: 'Statistiques des 12 derniers mois',
  loading: 'Chargement des statistiques…',
  failed: 'Les statistiques n’ont pas pu être chargées.',
  offline: 'Statistiques indisponibles hors ligne.',
  showTable: 'Voir les chiffres en tableau',
  month: 'Mois',
  fillRate: 'Taux de prestations pourvues',
  fillRateNote: (filled: number, created: number) => `${filled} sur ${created}`,
  medianFill: 'Délai médian pour pourvoir une prestation',
  hours: 'Heures réalisées',
  amount: 'Montants facturés',
  commission: 'Commission de la plateforme',
  none: '—',
  minutes: (n: number) =>
    n < 60 ? `${n} min` : `${Math.floor(n / 60)} h ${String(n % 60).padStart(2, '0')}`,
  chartLabel: (title: string, first: string, last: string) =>
    `${title}, de ${first} à ${last}. Les chiffres sont dans le tableau qui suit.`,
};
