/** French strings of the real-time client (spec §7, PRODUCT §9). */
export const fr = {
  /** PRODUCT §9: the specification's English « New message received », in French. */
  newMessage: 'Nouveau message reçu',
  /** Title of the system notification shown while the page is hidden. */
  systemTitle: 'Relève',
} as const;
