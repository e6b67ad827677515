/** French strings of the real-time client (docs/product-rules.md §6, §8). */
export const fr = {
  /** docs/product-rules.md §6: the toast of a new message. */
  newMessage: 'Nouveau message reçu',
  /** Title of the system notification shown while the page is hidden. */
  systemTitle: 'Relève',
} as const;
