/** French strings of Web Push on this device (docs/product-rules.md §6). */
export const fr = {
  title: 'Notifications sur cet appareil',
  offText: "Recevez vos nouvelles même lorsque l'application est fermée.",
  enable: 'Recevoir les notifications sur cet appareil',
  onText: 'Les notifications sont activées sur cet appareil.',
  disable: 'Désactiver',
  deniedText:
    'Les notifications sont bloquées pour Relève dans ce navigateur. Pour les recevoir, autorisez-les dans les réglages du site, puis revenez sur cette page.',
  dismissedText:
    "Vous n'avez pas autorisé les notifications. Vous pourrez réessayer à tout moment.",
  enabled: 'Notifications activées sur cet appareil.',
  disabled: 'Notifications désactivées sur cet appareil.',
  enableFailed: "Échec de l'activation des notifications",
  disableFailed: 'Échec de la désactivation des notifications',
} as const;
