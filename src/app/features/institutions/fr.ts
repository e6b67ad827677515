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

  profileTitle: 'Profil',
  profileSubtitle: 'Les coordonnées et les tarifs de votre établissement.',
  profileLoadFailed: 'Erreur lors du chargement de votre profil',

  roleLabel: 'Rôle',
  institutionRole: 'Établissement de santé',
  email: 'Email',
  phone: 'Téléphone',
  address: 'Adresse',
  noAddress: 'Adresse non renseignée',
  createdAt: 'Date de création',
  tariffs: 'Tarifs',
  undefinedRate: 'Non définie',

  edit: 'Modifier',
  editTitle: "Modifier l'établissement",
  name: "Nom de l'établissement",
  tariffsLegend: 'Tarifs',
  tariffsHint: 'Laissez un tarif vide pour le laisser non défini.',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
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
