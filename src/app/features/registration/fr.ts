import { PASSWORD_MIN } from '../../../contract/limits.ts';

/** French strings of the registration screen (docs/product-rules.md §1, §8). */
export const fr = {
  title: 'Inscription',
  subtitle: 'Créez votre compte professionnel',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  password: 'Mot de passe',
  passwordHint: `${PASSWORD_MIN} caractères au moins.`,
  phone: 'Téléphone',
  address: 'Adresse',
  role: 'Rôle',
  institutionName: "Nom de l'établissement",
  rpps: 'Numéro RPPS (facultatif)',
  siret: 'SIRET (facultatif)',
  siretHint: 'Les 14 chiffres de votre établissement, repris sur vos factures.',
  rppsHint: 'Les 11 chiffres de votre carte professionnelle\u202f: l’administrateur le vérifiera.',
  contactHint: "Le prénom et le nom sont ceux de la personne à contacter dans l'établissement.",
  tariffsLegend: 'Tarifs (facultatifs)',
  submit: "S'inscrire",
  submitting: 'Inscription...',
  haveAccount: 'Déjà un compte\u202f?',
  loginLink: 'Se connecter',
  success: "Inscription réussie ! Attendez l'approbation de l'administrateur.",
  failed: "Échec de l'inscription",
} as const;

/** The role choices, in the spec's order; nurse is the default. */
export const roleOptions = [
  { value: 'nurse', label: 'Infirmier(ère)' },
  { value: 'caregiver', label: 'Aide-soignant(e)' },
  { value: 'établissement de santé', label: 'établissement de santé' },
] as const;
