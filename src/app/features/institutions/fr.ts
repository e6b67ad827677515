import type { TariffKey } from '../../../contract/common.ts';
import type { UserStatus } from '../../../contract/common.ts';

/** French strings of the institutions list and the establishment's profile (docs/product-rules.md §4, §8). */
export const fr = {
  title: 'Établissements',
  subtitle: 'Les établissements de santé, leurs coordonnées et leurs tarifs.',
  empty: 'Aucun établissement trouvé.',
  loadFailed: 'Erreur lors du chargement des établissements',
  updateFailed: 'Erreur lors de la mise à jour',
  updated: 'Institution mise à jour !',

  /** The directory at desktop widths: one row per establishment (issue 27). */
  table: {
    label: 'Établissements, un par ligne',
    name: 'Nom',
    type: 'Type',
    status: 'Statut',
    actions: 'Actions',
    sortAz: ' — trier de A à Z',
    sortZa: ' — trier de Z à A',
    sortPending: ' — en attente d’abord',
    sortOldest: ' — trier du plus ancien au plus récent',
    sortNewest: ' — trier du plus récent au plus ancien',
  },

  profileTitle: 'Profil',
  profileSubtitle: 'Les coordonnées, les tarifs et la position de votre établissement.',
  profileLoadFailed: 'Erreur lors du chargement de votre profil',

  roleLabel: 'Rôle',
  institutionRole: 'Établissement de santé',
  email: 'E-mail',
  phone: 'Téléphone',
  address: 'Adresse',
  siret: 'SIRET',
  siretHint: '14 chiffres, sur vos factures (avec ou sans espaces).',
  noSiret: 'Non renseigné',
  noAddress: 'Adresse non renseignée',
  createdAt: 'Date de création',
  tariffs: 'Tarifs',
  undefinedRate: 'Non définie',
  /** The travel fee (« les frais », masculine) when not set. */
  undefinedFee: 'Non défini',

  edit: 'Modifier',
  editTitle: "Modifier l'établissement",
  name: "Nom de l'établissement",
  tariffsLegend: 'Tarifs',
  tariffsHint: 'Laissez un tarif vide pour le laisser non défini.',
  save: 'Enregistrer',
  saving: 'Enregistrement…',

  /** « Position de l'établissement » on its profile (and in the directory for the admin). */
  location: {
    title: "Position de l'établissement",
    why: "Elle sert à indiquer à quelle distance de l'établissement chaque prestation a été commencée et terminée. Les soignants qui l'acceptent transmettent la position de leur téléphone à ces deux moments seulement, jamais entre les deux.",
    none: 'Aucune position enregistrée\u202f: les distances ne sont pas calculées.',
    saved: 'Position enregistrée',
    term: 'Position',
    unset: 'Non renseignée',
    mapLink: 'Voir sur une carte',
    mapLinkHint: '(OpenStreetMap, nouvel onglet)',
    useMine: 'Utiliser ma position',
    useMineHint:
      "« Utiliser ma position » depuis l'établissement, à l'intérieur ou devant l'entrée.",
    locating: 'Localisation…',
    typeIt: 'Saisir les coordonnées',
    remove: 'Retirer la position',
    removing: 'Retrait…',
    lat: 'Latitude',
    lng: 'Longitude',
    coordinatesHint: 'En degrés décimaux, par exemple 48,8566 et 2,3522.',
    latRequired: 'Indiquez la latitude.',
    lngRequired: 'Indiquez la longitude.',
    saveTyped: 'Enregistrer la position',
    cancel: 'Annuler',
    done: "Position de l'établissement enregistrée.",
    removed: "Position de l'établissement retirée.",
    failed: "La position de l'établissement n'a pas pu être enregistrée",
    /** The browser's refusals, each with a way out. */
    denied:
      "Vous avez refusé l'accès à votre position. Autorisez-le dans les réglages du navigateur pour ce site, ou saisissez les coordonnées.",
    unavailable:
      'Votre position est introuvable pour le moment. Réessayez près d’une fenêtre, ou saisissez les coordonnées.',
    timeout:
      'Votre position a mis trop de temps à arriver. Réessayez, ou saisissez les coordonnées.',
    unsupported: 'Ce navigateur ne peut pas donner votre position. Saisissez les coordonnées.',
    insecure:
      'La position n’est disponible que sur une connexion sécurisée (https). Saisissez les coordonnées.',
    imprecise: (accuracy: string) =>
      `Votre position est trop imprécise (à ${accuracy} près) pour mesurer les distances. Réessayez depuis un téléphone, ou saisissez les coordonnées.`,
  },
} as const;

/** How each tariff reads on a card. */
export const tariffLabels: Record<TariffKey, string> = {
  weekday_rate: 'Semaine',
  weekend_rate: 'Week-end',
  night_week_rate: 'Nuit semaine',
  night_weekend_rate: 'Nuit week-end',
  travel_fee: 'Frais de déplacement',
};

/** docs/product-rules.md §1: approved, pending, anything else is treated as rejected. */
export const statusLabels: Record<UserStatus, string> = {
  approved: 'Approuvé',
  pending: 'En attente',
  rejected: 'Rejeté',
};
