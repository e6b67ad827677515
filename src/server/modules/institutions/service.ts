import type { FastifyInstance } from 'fastify';
import type { InstitutionUpdateBody } from '../../../contract/institutions.ts';
import { eurosToCents } from '../../../domain/money/cents.ts';
import { ValidationError, forbidden, notFound } from '../../errors.ts';
import { runEffects } from '../../plugins/effects.ts';
import type { UserRow } from '../users/repo.ts';
import { institutionOf } from './acting-for.ts';
import { findUserByEmail } from '../users/repo.ts';
import { institutionsFr } from './fr.ts';
import { findInstitution, isUniqueViolation, updateInstitution } from './repo.ts';

const cents = (euros: number | null) => (euros === null ? null : eurosToCents(euros));

const emailTaken = () =>
  new ValidationError([{ loc: ['body', 'email'], msg: institutionsFr.emailTaken, type: 'unique' }]);

/**
 * Edits an establishment's details and tariffs: the admin any establishment, an establishment
 * only itself. Missions already assigned keep the tariffs copied onto them.
 */
export async function editInstitution(
  app: FastifyInstance,
  actor: UserRow,
  id: string,
  body: InstitutionUpdateBody,
): Promise<UserRow> {
  if (actor.role !== 'admin' && actor.role !== 'institution') throw forbidden();
  if (actor.role === 'institution' && institutionOf(actor) !== id) {
    throw forbidden(institutionsFr.notYours);
  }
  const target = await findInstitution(app.db, id);
  if (!target) throw notFound(institutionsFr.notFound);

  const holder = await findUserByEmail(app.db, body.email);
  if (holder && holder.id !== id) throw emailTaken();
  const t = body.tarification;
  try {
    const row = await updateInstitution(
      app.db,
      id,
      {
        name: body.name,
        email: body.email,
        phone: body.phone,
        address: body.address,
        weekdayRateCents: cents(t.weekday_rate),
        weekendRateCents: cents(t.weekend_rate),
        nightWeekRateCents: cents(t.night_week_rate),
        nightWeekendRateCents: cents(t.night_weekend_rate),
        travelFeeCents: cents(t.travel_fee),
        ...(body.siret === undefined ? {} : { siret: body.siret }),
        // Absent: unchanged. Distances already measured keep the place they were measured to.
        ...(body.location === undefined
          ? {}
          : { locationLat: body.location?.lat ?? null, locationLng: body.location?.lng ?? null }),
      },
      app.now(),
    );
    if (!row) throw notFound(institutionsFr.notFound);
    // Its name, address and phone are on the missions of every professional it employed.
    runEffects(app, { changedEveryone: true });
    return row;
  } catch (error) {
    // Another account took the address between the check and the update.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
