import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { ScheduleCreateBody } from '../../../contract/schedules.ts';
import { eurosToCents } from '../../../domain/money/cents.ts';
import { localDate } from '../../../domain/pay/local-time.ts';
import { conflict, notFound, ValidationError } from '../../errors.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction, type Effects } from '../../plugins/effects.ts';
import { findInstitution } from '../institutions/repo.ts';
import { displayName } from '../users/present.ts';
import type { UserRow } from '../users/repo.ts';
import { schedulesFr } from './fr.ts';
import {
  deleteScheduleRow,
  insertSchedule,
  lockOwnSchedule,
  updateScheduleRow,
  type ScheduleScope,
  type ScheduleWithNames,
} from './repo.ts';
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
  const institution = await checkSlot(app, now, body);
  const schedule = await withTransaction(app, now, async (tx) => {
    const schedule = await insertSchedule(tx, {
      id: randomUUID(),
      userId: actor.id,
      ...slotColumns(body, institution),
      status: 'available',
      createdAt: now,
    });
    return { result: schedule, effects: slotEffects(actor, body, institution) };
  });
  return { schedule, person: actor, institution: institution ?? null };
}

/**
 * She changes one of her free slots (a booked or completed one is the establishment's
 * business now: 409). The establishment it names, if any, is told of the new slot.
 */
export async function updateSchedule(
  app: FastifyInstance,
  actor: UserRow,
  id: string,
  body: CreateBody,
): Promise<ScheduleWithNames> {
  const now = app.now();
  const institution = await checkSlot(app, now, body);
  const schedule = await withTransaction(app, now, async (tx) => {
    await lockFreeSlot(tx, id, actor.id);
    const schedule = await updateScheduleRow(tx, id, slotColumns(body, institution));
    return { result: schedule, effects: slotEffects(actor, body, institution) };
  });
  return { schedule, person: actor, institution: institution ?? null };
}

/** She withdraws one of her free slots. */
export async function deleteSchedule(app: FastifyInstance, actor: UserRow, id: string) {
  await withTransaction(app, app.now(), async (tx) => {
    await lockFreeSlot(tx, id, actor.id);
    await deleteScheduleRow(tx, id);
    return { result: undefined, effects: { changed: [actor.id] } };
  });
}

/** Her slot, still free; another's is « introuvable » (404), as if it did not exist. */
async function lockFreeSlot(tx: Db, id: string, userId: string) {
  const row = await lockOwnSchedule(tx, id, userId);
  if (!row) throw notFound(schedulesFr.notFound);
  if (row.status !== 'available') throw conflict(schedulesFr.notFree);
  return row;
}

/** The rules a slot meets beyond its schema: not in the past, an approved establishment. */
async function checkSlot(app: FastifyInstance, now: Date, body: CreateBody) {
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
  return institution;
}

function slotColumns(body: CreateBody, institution: UserRow | undefined) {
  return {
    institutionId: institution?.id ?? null,
    date: body.date,
    timeStart: body.time_start,
    timeEnd: body.time_end,
    serviceType: body.service_type,
    tarifBaseCents: eurosToCents(body.tarif_base),
    deplacementCostCents: eurosToCents(body.deplacement_cost),
  };
}

/** Her « my schedules » counter moves; the establishment the slot names is told of it. */
function slotEffects(actor: UserRow, body: CreateBody, institution: UserRow | undefined): Effects {
  return {
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
  };
}
