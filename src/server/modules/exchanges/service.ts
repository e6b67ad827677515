import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { CreateExchangeBody, Exchange } from '../../../contract/exchanges.ts';
import type { Db } from '../../db/client.ts';
import { ValidationError, conflict, forbidden, notFound } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { lockMission, type MissionRow } from '../missions/repo.ts';
import { changeMission } from '../missions/state.ts';
import { assertCopiedRates, checkEligibility, staffedOf } from '../staffing/rules.ts';
import { displayName } from '../users/present.ts';
import { findUserById, type UserRow } from '../users/repo.ts';
import { exchangesFr } from './fr.ts';
import { presentExchange } from './present.ts';
import {
  answerExchange,
  findExchange,
  findExchangeView,
  findPendingExchangeFrom,
  insertExchange,
  listExchangesOf,
} from './repo.ts';

/** Why a mission in this state cannot be proposed, or null when it can. */
function stateRefusal(status: MissionRow['status']): string | null {
  switch (status) {
    case 'assigned':
    case 'accepted':
      return null;
    case 'pending':
      return exchangesFr.pendingMission;
    case 'open':
      return exchangesFr.openMission;
    case 'in_progress':
      return exchangesFr.started;
    case 'completed':
      return exchangesFr.completed;
    case 'cancelled':
      return exchangesFr.cancelled;
    default: {
      const unknown: never = status;
      throw new Error(`Unknown mission status: ${String(unknown)}`);
    }
  }
}

/**
 * What handing `mission` over to `recipientId` needs besides its state: the rates copied onto
 * it cover its planned times (422), and she may take it (409 with the first reason), decided
 * under the lock of her row.
 */
async function handOverRules(
  tx: Db,
  mission: MissionRow,
  recipientId: string,
  timeZone: string,
): Promise<void> {
  const institution =
    mission.institutionId === null ? undefined : await findUserById(tx, mission.institutionId);
  assertCopiedRates(mission, institution, timeZone);
  await checkEligibility(tx, recipientId, staffedOf(mission), timeZone, {
    notProfessional: exchangesFr.recipientInvalid,
    // The colleague is not told that the establishment set her aside.
    setAside: exchangesFr.recipientUnavailable,
  });
}

async function viewOf(app: FastifyInstance, id: string, viewerId: string): Promise<Exchange> {
  const view = await findExchangeView(app.db, id);
  if (!view) throw notFound(exchangesFr.notFound);
  return presentExchange(view, viewerId);
}

export async function exchangesOf(app: FastifyInstance, me: UserRow): Promise<Exchange[]> {
  return (await listExchangesOf(app.db, me.id)).map((v) => presentExchange(v, me.id));
}

/**
 * The assignee of an assigned or accepted mission offers it to another approved
 * professional, who must be eligible for it (decided under the lock of her row; else 409 with
 * the reason) and whose pay the mission's copied rates must cover (else 422). One pending
 * proposal per mission and assignee: the mission row is locked while checking, so two
 * proposals sent at once cannot both be stored.
 */
export async function proposeExchange(
  app: FastifyInstance,
  me: UserRow,
  body: z.output<typeof CreateExchangeBody>,
): Promise<{ message: string; exchange: Exchange }> {
  const now = app.now();
  const recipient = body.to_user_id === me.id ? me : await findUserById(app.db, body.to_user_id);
  const exchange = await withTransaction(app, now, async (tx) => {
    const mission = await lockMission(tx, body.prestation_id);
    // Someone else's mission answers like a missing one.
    if (!mission || mission.assignedTo !== me.id) throw notFound(exchangesFr.missionNotFound);
    const refusal = stateRefusal(mission.status);
    if (refusal) throw conflict(refusal);
    if (recipient?.id === me.id) {
      throw new ValidationError([
        { loc: ['body', 'to_user_id'], msg: exchangesFr.toSelf, type: 'value_error' },
      ]);
    }
    if (
      !recipient ||
      recipient.status !== 'approved' ||
      recipient.deletedAt !== null ||
      (recipient.role !== 'nurse' && recipient.role !== 'caregiver')
    ) {
      throw new ValidationError([
        { loc: ['body', 'to_user_id'], msg: exchangesFr.recipientInvalid, type: 'value_error' },
      ]);
    }
    // A proposal left pending by a former assignee can no longer succeed: it does not block.
    if (await findPendingExchangeFrom(tx, mission.id, me.id)) {
      throw conflict(exchangesFr.alreadyPending);
    }
    await handOverRules(tx, mission, recipient.id, app.timezone);
    const exchange = await insertExchange(
      tx,
      { prestationId: mission.id, fromUserId: me.id, toUserId: recipient.id, reason: body.reason },
      now,
    );
    return {
      result: exchange,
      effects: {
        notify: [
          {
            userId: recipient.id,
            type: 'exchange',
            message: exchangesFr.notifyProposed(
              displayName(me),
              mission.name,
              mission.dateStart,
              app.timezone,
            ),
            link: '/exchanges',
          },
        ],
      },
    };
  });
  return { message: exchangesFr.proposed, exchange: await viewOf(app, exchange.id, me.id) };
}

/**
 * The recipient answers, once. Accepting hands the mission over in the same transaction as
 * the answer, after the domain rule book agrees (still assigned or accepted, still the
 * proposer's); if it does not, nothing is written and the refusal is returned.
 */
export async function respondToExchange(
  app: FastifyInstance,
  me: UserRow,
  id: string,
  accept: boolean,
): Promise<{ message: string; exchange: Exchange }> {
  const existing = await findExchange(app.db, id);
  if (!existing || (existing.toUserId !== me.id && existing.fromUserId !== me.id)) {
    throw notFound(exchangesFr.notFound);
  }
  if (existing.toUserId !== me.id) throw forbidden(exchangesFr.recipientOnly);
  if (existing.status !== 'pending') throw conflict(exchangesFr.alreadyAnswered);

  const now = app.now();
  const tz = app.timezone;
  await withTransaction(app, now, async (tx) => {
    const answered = await answerExchange(tx, id, accept ? 'accepted' : 'rejected', now);
    if (!answered) throw conflict(exchangesFr.alreadyAnswered);
    const mission = await lockMission(tx, answered.prestationId);
    if (!mission) throw notFound(exchangesFr.missionNotFound);

    if (!accept) {
      return {
        result: undefined,
        effects: {
          notify: [
            {
              userId: answered.fromUserId,
              type: 'exchange',
              message: exchangesFr.notifyRejected(
                displayName(me),
                mission.name,
                mission.dateStart,
                tz,
              ),
              link: '/exchanges',
            },
          ],
        },
      };
    }

    // Through the state machine, like every change of a mission: still assigned or accepted,
    // still the proposer's; the rates and her eligibility are checked again, at this moment.
    const { changed, updated } = await changeMission(tx, mission, {
      actor: me,
      action: { kind: 'reassign', to: me.id, from: answered.fromUserId },
      audit: 'exchange',
      now,
      timeZone: tz,
      prepare: async () => {
        await handOverRules(tx, mission, me.id, tz);
        // An override was for the former assignee.
        return { set: { overrideReason: null } };
      },
      details: () => ({
        exchange_id: answered.id,
        from_user_id: answered.fromUserId,
        to_user_id: me.id,
      }),
    });
    return {
      result: undefined,
      effects: {
        // The mission has left one list for the other.
        answersChanged: changed,
        missions: [updated],
        notify: [
          {
            userId: answered.fromUserId,
            type: 'exchange',
            message: exchangesFr.notifyAcceptedToProposer(
              displayName(me),
              mission.name,
              mission.dateStart,
              tz,
            ),
            link: '/exchanges',
          },
          {
            userId: me.id,
            type: 'exchange',
            message: exchangesFr.notifyAcceptedToRecipient(mission.name, mission.dateStart, tz),
            link: '/mes-prestations',
          },
        ],
      },
    };
  });
  return {
    message: accept ? exchangesFr.accepted : exchangesFr.rejected,
    exchange: await viewOf(app, id, me.id),
  };
}
