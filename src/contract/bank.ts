/**
 * A professional's bank details (`PUT /users/me/bank`), checked the same way in her profile
 * form and on the server: the IBAN by the contract's `Iban` (ibantools: ISO 13616 format per
 * country, mod 97 key, a SEPA country, since she is paid by SEPA credit transfer), the holder's
 * name as a transfer carries it.
 */
import { Iban } from './identifiers.ts';
import { z } from './z.ts';

/** The holder's name as a SEPA transfer carries it: 70 characters at most. */
export const HOLDER_MAX = 70;

export const bankFr = {
  holderRequired: 'Le titulaire du compte est obligatoire.',
  holderTooLong: `Le nom du titulaire est trop long (${HOLDER_MAX} caractères au plus).`,
} as const;

export const BankBody = z.object({
  iban: Iban,
  holder: z
    .string({ error: bankFr.holderRequired })
    .trim()
    .min(1, bankFr.holderRequired)
    .max(HOLDER_MAX, bankFr.holderTooLong)
    .refine((value) => !/\p{Cc}/u.test(value), { message: bankFr.holderRequired }),
});
export type BankBody = z.input<typeof BankBody>;
