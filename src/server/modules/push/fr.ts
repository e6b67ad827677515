export const pushFr = {
  /** Title of every system notification. */
  title: 'Relève',
  subscribed: 'Notifications activées sur cet appareil.',
  unsubscribed: 'Notifications désactivées sur cet appareil.',
};
