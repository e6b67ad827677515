/** French strings of « Coordonnées bancaires » in her profile (docs/product-rules.md, paying the professionals). */
export const bankFr = {
  title: 'Coordonnées bancaires',
  intro: 'Vos paiements sont faits par virement SEPA sur ce compte.',
  none: 'Aucun compte enregistré : vos fiches de paie attendront vos coordonnées pour être payées.',
  current: 'Compte enregistré',
  holderOf: (holder: string) => `Au nom de ${holder}`,
  iban: 'IBAN',
  ibanHint: 'Tel qu’il figure sur votre RIB, avec ou sans espaces.',
  holder: 'Titulaire du compte',
  save: 'Enregistrer le compte',
  change: 'Changer de compte',
  saving: 'Enregistrement…',
  saved: 'Coordonnées bancaires enregistrées.',
  failed:
    "Vos coordonnées bancaires n'ont pas pu être enregistrées. Vérifiez votre connexion et réessayez.",
  /** Under the form: the number is never shown again in full. */
  masked: 'Par sécurité, votre IBAN n’est plus affiché en entier après l’enregistrement.',
};
