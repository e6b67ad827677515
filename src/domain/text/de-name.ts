/**
 * « de » before a name or a word, with the French elision: « d'Inès », « d'Hélène »,
 * « d'avril », but « de Léa », « de Yann ».
 *
 * - Before a vowel (accented or not, any case, œ and æ too): « d' ».
 * - Before an h: the h of first names and of the common words shown here is mute (« d'Hélène »,
 *   « d'Hugo », « d'Hôpital Nord »); the few aspirated ones (« de Hollande », « de la Hague »)
 *   are family or place names that do not appear after « de » in the interface.
 * - Before a Y: « de » (« de Yann », « de Yasmine », « de Yvonne » as usually written, the
 *   y of names being read as a consonant); the rare « d'Yvonne » is the exception we accept.
 * - Empty or starting with anything else (a digit, a quote, a consonant): « de ».
 *
 * The apostrophe is the typographic one (’) only where the interface already uses it; this
 * helper keeps the straight one, as every string of the app does.
 */
export function deName(name: string): string {
  const word = name.trimStart();
  const first = word.normalize('NFD').charAt(0).toLowerCase();
  return /^[aeiouhœæ]$/.test(first) ? `d'${word}` : `de ${word}`;
}
