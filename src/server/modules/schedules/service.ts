import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ScheduleCreateBody } from '../../../contract/schedules.ts';
import { eurosToCents } from '../../../domain/money/cents.ts';
import { localDate } from '../../../domain/pay/local-time.ts';
import { ValidationError } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { findInstitution } from '../institutions/repo.ts';
import { displayName } from '../users/present.ts';
import type { UserRow } from '../users/repo.ts';
import { schedulesFr } from './fr.ts';
import { insertSchedule, type ScheduleScope, type ScheduleWithNames } from './repo.ts';
import { partyOf } from '../institutions/acting-for.ts';

type CreateBody = z.output<typeof ScheduleCreateBody>;

/** Who sees which schedules: a professional their own, an establishment those naming it. */
export function scheduleScopeOf(user: UserRow): ScheduleScope {
  if (user.role === 'admin') return { all: true };
  if (user.role === 'institution') return { institutionId: partyOf(user) };
  return { userId: user.id };
}

/**
 * A professional declares a slot of availability. When it names an establishment, the
 * establishment is told (notification `schedule`): that is the point of naming it.
 */
export async function createSchedule(
  app: FastifyInstance,
  actor: UserRow,
  body: CreateBody,
): Promise<ScheduleWithNames> {
  const now = app.now();
  if (body.date < localDate(now.getTime(), app.timezone)) {
    throw new ValidationError([
      { loc: ['body', 'date'], msg: schedulesFr.pastDate, type: 'past_date' },
    ]);
  }
  const institution = body.institution_id
    ? await findInstitution(app.db, body.institution_id)
    : undefined;
  if (body.institution_id && institution?.status !== 'approved') {
    throw new ValidationError([
      { loc: ['body', 'institution_id'], msg: schedulesFr.institutionNotFound, type: 'not_found' },
    ]);
  }

  const schedule = await withTransaction(app, now, async (tx) => {
    const schedule = await insertSchedule(tx, {
      id: randomUUID(),
      userId: actor.id,
      institutionId: institution?.id ?? null,
      date: body.date,
      timeStart: body.time_start,
      timeEnd: body.time_end,
      serviceType: body.service_type,
      tarifBaseCents: eurosToCents(body.tarif_base),
      deplacementCostCents: eurosToCents(body.deplacement_cost),
      status: 'available',
      createdAt: now,
    });
    return {
      result: schedule,
      effects: {
        // Her « my schedules » counter.
        changed: [actor.id],
        notify: institution
          ? [
              {
                userId: institution.id,
                type: 'schedule',
                message: schedulesFr.available(
                  displayName(actor),
                  body.date,
                  body.time_start,
                  body.time_end,
                  body.service_type,
                ),
                link: '/schedules',
              },
            ]
          : [],
      },
    };
  });
  return { schedule, person: actor, institution: institution ?? null };
}
