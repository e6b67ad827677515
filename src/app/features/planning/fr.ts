/** The French strings of the establishment's planning (docs/product-rules.md, « The establishment's team and planning »). */
export const fr = {
  title: 'Planning',
  subtitle: 'Vos prestations de la semaine, jour par jour.',
  previousWeek: 'Semaine précédente',
  nextWeek: 'Semaine suivante',
  thisWeek: 'Cette semaine',
  weekOf: (label: string) => `Semaine du ${label}`,
  copyWeek: 'Copier la semaine',
  copyWeekHint: 'Copie les prestations de cette semaine sur la suivante, aux mêmes heures.',
  copyNothing: 'Aucune prestation à copier cette semaine.',
  copied: (count: number) =>
    count === 1
      ? '1 prestation copiée sur la semaine suivante.'
      : `${count} prestations copiées sur la semaine suivante.`,
  copyFailed: 'La copie de la semaine a échoué.',
  loadFailed: 'Impossible de charger le planning.',
  needsSomeone: 'À pourvoir aujourd’hui et demain',
  needsSomeoneEmpty: 'Toutes les prestations d’aujourd’hui et de demain ont quelqu’un.',
  today: 'Aujourd’hui',
  tomorrow: 'Demain',
  emptyDay: 'Aucune prestation',
  legend: 'Légende',
  count: (n: number) => (n === 1 ? '1 prestation' : `${n} prestations`),
  unfilled: 'Non pourvue',
} as const;
