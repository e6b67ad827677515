/**
 * The platform's own identity, set by the administrator: the seller on every invoice and the
 * debtor of the professionals' transfers. Text fields are '' until given.
 */
import { Bic, Iban, Siren, orEmpty } from './identifiers.ts';
import { SINGLE_LINE } from './text.ts';
import { z } from './z.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} est obligatoire.` })
    .trim()
    .max(max, `${label} est trop long (${max} caractères au plus).`)
    .regex(SINGLE_LINE, `${label} tient sur une ligne, sans caractère de contrôle.`);

export const DEFAULT_VAT_RATE = 20;

/** What `GET /settings/company` answers. */
export const CompanySettings = z.object({
  name: z.string(),
  siren: z.string(),
  vat_number: z.string(),
  address: z.string(),
  iban: z.string(),
  bic: z.string(),
  /** Percent, applied to every invoice issued from now on. */
  vat_rate: z.number(),
});
export type CompanySettings = z.infer<typeof CompanySettings>;

/** The administrator's form: every field is sent. */
export const CompanySettingsBody = z.object({
  name: text('La raison sociale', 200).pipe(
    z.string().min(1, 'La raison sociale est obligatoire.'),
  ),
  siren: orEmpty(Siren),
  vat_number: orEmpty(
    z
      .string()
      .transform((value) => value.replace(/\s+/g, '').toUpperCase())
      .refine((value) => /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value), {
        message:
          "Le numéro de TVA intracommunautaire n'est pas valide (par exemple FR40303265045).",
      }),
  ),
  address: text("L'adresse", 300),
  iban: orEmpty(Iban),
  bic: orEmpty(Bic),
  vat_rate: z
    .number({ error: 'Le taux de TVA est un nombre (en pourcentage).' })
    .min(0, 'Le taux de TVA ne peut pas être négatif.')
    .max(100, 'Le taux de TVA ne peut pas dépasser 100 %.')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
      message: 'Le taux de TVA a au plus deux décimales.',
    }),
});
export type CompanySettingsBody = z.infer<typeof CompanySettingsBody>;
