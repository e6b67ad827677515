/** « Écarter » a professional (docs/product-rules.md, « The establishment's team and planning »). */
export const setAsideFr = {
  setAside: 'Écarter',
  setAsideTitle: (name: string) => `Écarter ${name}\u202F?`,
  setAsideIntro: (name: string) =>
    `${name} ne verra plus vos missions et ne pourra ni les prendre ni les recevoir en échange. Cette personne ne sera pas prévenue.`,
  setAsideReasonLabel: 'Raison',
  setAsideReasonHint: 'Pour votre établissement seulement, jamais montrée au soignant.',
  setAsideCancel: 'Annuler',
  setAsideConfirm: 'Écarter',
  setAsideDone: (name: string) => `${name} est écarté(e) de vos missions.`,
  setAsideFailed: "Impossible de l'écarter.",
} as const;
