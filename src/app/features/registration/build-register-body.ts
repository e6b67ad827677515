import type { RegisterBody } from '../../../contract/auth.ts';
import type { Tarification } from '../../../contract/common.ts';
import { parseEuros } from '../../../domain/money/parse-euros.ts';
import { TARIFF_KEYS } from '../../ui/tariffs.ts';

export const INSTITUTION_ROLE = 'établissement de santé';
/** The only role with an RPPS number. */
export const NURSE_ROLE = 'nurse';

/**
 * The registration payload from the form's fields. The establishment name and tariffs are only
 * sent for 'établissement de santé'; an empty tariff is left out, the others travel as numbers.
 * A nurse's RPPS number is sent when she gave one (never for another role), an establishment's
 * SIRET likewise.
 */
export function buildRegisterBody(data: FormData): RegisterBody {
  const text = (key: string) => String(data.get(key) ?? '');
  const role = text('role') as RegisterBody['role'];
  const body: RegisterBody = {
    email: text('email'),
    password: text('password'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    phone: text('phone'),
    address: text('address'),
    role,
  };
  if (role === NURSE_ROLE) {
    // Optional: an empty field sends nothing.
    const rpps = text('rpps').trim();
    if (rpps !== '') body.rpps = rpps;
  }
  if (role !== INSTITUTION_ROLE) return body;

  body.name = text('name');
  // Optional: an empty field sends nothing.
  const siret = text('siret').trim();
  if (siret !== '') body.siret = siret;
  const tarification: Tarification = {};
  for (const key of TARIFF_KEYS) {
    // « 39,5 » is 39,50 €; what is not a number stays NaN for the schema to refuse under it.
    const euros = parseEuros(text(key));
    if (euros !== null) tarification[key] = euros;
  }
  if (Object.keys(tarification).length > 0) body.tarification = tarification;
  return body;
}
