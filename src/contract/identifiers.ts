/**
 * Company and bank identifiers as the API reads them: SIREN and SIRET (Luhn key, in
 * `src/domain/identifiers`), IBAN (ISO 13616 mod 97, a SEPA country) and BIC (ISO 9362) checked
 * by ibantools. Spaces typed between groups are dropped and letters upper-cased, so what is
 * stored is the electronic form (« FR7630006000011234567890189 »).
 */
import { electronicFormatIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import { isValidSiren, isValidSiret, withoutSpaces } from '../domain/identifiers/luhn.ts';
import { z } from './z.ts';

export const identifiersFr = {
  siren: "Le SIREN n'est pas valide : 9 chiffres dont une clé de contrôle.",
  siret: "Le SIRET n'est pas valide : 14 chiffres dont une clé de contrôle.",
  iban: "L'IBAN n'est pas valide : vérifiez sa clé et ses chiffres.",
  ibanNotSepa: "Cet IBAN n'appartient pas à un pays de la zone SEPA.",
  bic: "Le BIC n'est pas valide (8 ou 11 caractères, par exemple BNPAFRPPXXX).",
} as const;

export const Siren = z
  .string({ error: identifiersFr.siren })
  .transform(withoutSpaces)
  .refine(isValidSiren, identifiersFr.siren);

export const Siret = z
  .string({ error: identifiersFr.siret })
  .transform(withoutSpaces)
  .refine(isValidSiret, identifiersFr.siret);

/** An IBAN of a SEPA country, answered in its electronic form. */
export const Iban = z
  .string({ error: identifiersFr.iban })
  .max(64, identifiersFr.iban)
  .transform((value) => electronicFormatIBAN(value) ?? '')
  .refine(isValidIBAN, identifiersFr.iban)
  .refine((iban) => isSEPACountry(iban.slice(0, 2)), identifiersFr.ibanNotSepa);

export const Bic = z
  .string({ error: identifiersFr.bic })
  .max(20, identifiersFr.bic)
  .transform((value) => withoutSpaces(value).toUpperCase())
  .refine(isValidBIC, identifiersFr.bic);

/** The same field, or '' for « not given yet » (blank input included). */
export function orEmpty<T extends z.ZodType<string>>(schema: T) {
  return z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      schema.optional(),
    )
    .transform((value) => value ?? '');
}

/**
 * An establishment's SIRET in its profile or registration: absent leaves it, null or an empty
 * field removes it (the buyer's identifier on its invoices).
 */
export const OptionalSiret = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  Siret.nullable().optional(),
);
