/**
 * After the mission (docs/product-rules.md « After the mission »): private ratings both ways,
 * the brief whose private part reaches the assignee only around her mission, and the monthly
 * statistics of an establishment and of the platform.
 */
import type { FastifyInstance } from 'fastify';
import type {
  AdminRating,
  InstitutionBrief,
  InstitutionStats,
  MissionBrief,
  MissionBriefBody,
  MissionRatingState,
  MyMissionRating,
  MyRating,
  PlatformStats,
  RatingBody,
  StatsMonth,
  StatsQuery,
} from '../../../contract/after-mission.ts';
import {
  privateBriefOpen,
  privateBriefWindow,
  ratingEditableUntil,
  RATING_EDIT_MS,
} from '../../../domain/missions/after-mission.ts';
import { effectiveValidation } from '../../../domain/missions/hours.ts';
import { centsToEuros } from '../../../domain/money/cents.ts';
import { COMMISSION_RATE_PERCENT } from '../../../domain/pay/payslip-totals.ts';
import { roundHalfUp } from '../../../domain/pay/round-half-up.ts';
import { localMidnight } from '../../../domain/time/local-month.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { institutionOf } from '../institutions/acting-for.ts';
import { displayName } from '../users/present.ts';
import type { UserRow } from '../users/repo.ts';
import { afterMissionFr as fr } from './fr.ts';
import {
  allRatings,
  findInstitution,
  findRating,
  missionFacts,
  monthlyFigures,
  ratingSummaries,
  setInstitutionBrief,
  setMissionBrief,
  upsertRating,
  type MissionFacts,
  type RatingRow,
  type Side,
} from './repo.ts';

// ——— Ratings ———

/** Which side the caller rates from on this mission, and whom; null when she is no party. */
function sideOf(user: UserRow, m: MissionFacts): { side: Side; rated: string | null } | null {
  if ((user.role === 'nurse' || user.role === 'caregiver') && m.assignedTo === user.id) {
    return { side: 'professional', rated: m.institutionId };
  }
  const acting = institutionOf(user);
  if (acting !== null && acting === m.institutionId) {
    return { side: 'institution', rated: m.assignedTo };
  }
  return null;
}

/** Whether the mission's hours are validated at `now` (by the establishment or by time). */
const validated = (m: MissionFacts, now: Date) =>
  m.status === 'completed' &&
  effectiveValidation(m.validation, m.endedAt?.getTime() ?? null, now.getTime(), m.hoursFlag) ===
    'validated';

const presentMine = (r: RatingRow): MyMissionRating => ({
  prestation_id: r.missionId,
  side: r.side,
  stars: r.stars,
  comment: r.comment,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
  editable_until: new Date(ratingEditableUntil(r.createdAt.getTime())).toISOString(),
});

async function partyOf(app: FastifyInstance, user: UserRow, id: string) {
  const m = await missionFacts(app.db, id);
  const party = m ? sideOf(user, m) : null;
  if (!m || !party) throw notFound(fr.missionNotFound);
  return { m, party };
}

/**
 * `PUT /prestations/{id}/rating`: once the hours are validated, the establishment rates the
 * professional and she rates the establishment; a second call within 7 days of the first
 * changes it, later it is refused (409) and nothing changes.
 */
export async function rateMission(
  app: FastifyInstance,
  user: UserRow,
  id: string,
  body: RatingBody,
): Promise<MyMissionRating> {
  const now = app.now();
  const { m, party } = await partyOf(app, user, id);
  if (!validated(m, now)) throw conflict(fr.notValidated);
  if (party.rated === null) throw conflict(fr.nobodyToRate);
  const saved = await upsertRating(
    app.db,
    {
      missionId: m.id,
      side: party.side,
      raterId: user.id,
      ratedId: party.rated,
      stars: body.stars,
      comment: body.comment,
      createdAt: now,
    },
    new Date(now.getTime() - RATING_EDIT_MS),
  );
  if (!saved) throw conflict(fr.editClosed);
  return presentMine(saved);
}

/** `GET /prestations/{id}/rating`: whether the caller may rate it now, and what she gave. */
export async function missionRating(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<MissionRatingState> {
  const now = app.now();
  const { m, party } = await partyOf(app, user, id);
  const mine = await findRating(app.db, m.id, party.side);
  const open =
    validated(m, now) &&
    party.rated !== null &&
    (!mine || now.getTime() < ratingEditableUntil(mine.createdAt.getTime()));
  return { can_rate: open, rating: mine ? presentMine(mine) : null };
}

/** Whose ratings a user receives: the establishment she acts for, or herself. */
const ratedIdOf = (user: UserRow) => institutionOf(user) ?? user.id;

/** `GET /users/me/rating`: her average and count only, never a comment nor who gave what. */
export async function myRating(app: FastifyInstance, user: UserRow): Promise<MyRating> {
  const id = ratedIdOf(user);
  const summary = (await ratingSummaries(app.db, [id])).get(id);
  return summary ?? { average: null, count: 0 };
}

/** `GET /ratings` (administrator): everything, comments included. */
export async function listRatings(
  app: FastifyInstance,
  userId: string | undefined,
): Promise<AdminRating[]> {
  const rows = await allRatings(app.db, userId);
  const name = (p: (typeof rows)[number]['rater']) =>
    p?.role
      ? displayName({
          ...p,
          role: p.role,
          firstName: p.firstName ?? '',
          lastName: p.lastName ?? '',
        })
      : null;
  return rows.map(({ rating: r, rater, rated }) => ({
    prestation_id: r.missionId,
    side: r.side,
    stars: r.stars,
    comment: r.comment,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    rater_id: r.raterId,
    rater_name: name(rater),
    rated_id: r.ratedId,
    rated_name: name(rated),
  }));
}

// ——— Brief ———

const windowInput = (m: MissionFacts) => ({
  status: m.status,
  startMs: m.dateStart.getTime(),
  plannedEndMs: m.dateEnd.getTime(),
  endedMs: m.endedAt?.getTime() ?? null,
});

function presentBrief(m: MissionFacts, withPrivate: boolean): MissionBrief {
  const { from, until } = privateBriefWindow(windowInput(m));
  return {
    prestation_id: m.id,
    general: m.general ?? '',
    brief: m.brief,
    brief_private: withPrivate ? m.briefPrivate : null,
    private_from: new Date(from).toISOString(),
    private_until: new Date(until).toISOString(),
  };
}

/** Whether the caller writes the mission's brief: the administrator or its establishment. */
const managesMission = (user: UserRow, m: MissionFacts) =>
  user.role === 'admin' ||
  (institutionOf(user) !== null && institutionOf(user) === m.institutionId);

/**
 * `GET /prestations/{id}/brief`: the establishment (its members) and the administrator read it
 * whole; the assignee reads the general and mission brief, and the private part only from
 * 24 h before the start until the end. This is the only answer that ever carries
 * `brief_private`: no mission list, sync, feed, export or socket event holds it.
 */
export async function missionBrief(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<MissionBrief> {
  const m = await missionFacts(app.db, id);
  if (!m) throw notFound(fr.missionNotFound);
  if (managesMission(user, m)) return presentBrief(m, true);
  if (m.assignedTo !== user.id) throw notFound(fr.missionNotFound);
  return presentBrief(m, privateBriefOpen(windowInput(m), app.now().getTime()));
}

/** `PUT /prestations/{id}/brief`: its establishment or the administrator. */
export async function updateMissionBrief(
  app: FastifyInstance,
  user: UserRow,
  id: string,
  body: MissionBriefBody,
): Promise<MissionBrief> {
  const m = await missionFacts(app.db, id);
  if (!m || !managesMission(user, m)) throw notFound(fr.missionNotFound);
  await setMissionBrief(
    app.db,
    id,
    { brief: body.brief, briefPrivate: body.brief_private },
    app.now(),
  );
  return presentBrief({ ...m, brief: body.brief, briefPrivate: body.brief_private }, true);
}

async function ownInstitution(app: FastifyInstance, user: UserRow, id: string) {
  if (user.role !== 'admin' && institutionOf(user) !== id) throw notFound(fr.institutionNotFound);
  const row = await findInstitution(app.db, id);
  if (!row) throw notFound(fr.institutionNotFound);
  return row;
}

export async function institutionBrief(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<InstitutionBrief> {
  const row = await ownInstitution(app, user, id);
  return { institution_id: row.id, brief: row.brief };
}

export async function updateInstitutionBrief(
  app: FastifyInstance,
  user: UserRow,
  id: string,
  brief: string,
): Promise<InstitutionBrief> {
  const row = await ownInstitution(app, user, id);
  await setInstitutionBrief(app.db, row.id, brief, app.now());
  return { institution_id: row.id, brief };
}

// ——— Statistics ———

/** The local months from `from` to `to` inclusive (`YYYY-MM`). */
function monthsOf(query: StatsQuery): string[] {
  const months: string[] = [];
  let y = Number(query.from.slice(0, 4));
  let mo = Number(query.from.slice(5, 7));
  for (;;) {
    const label = `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}`;
    if (label > query.to) return months;
    months.push(label);
    mo += 1;
    if (mo === 13) {
      mo = 1;
      y += 1;
    }
  }
}

async function figures(
  app: FastifyInstance,
  query: StatsQuery,
  institutionId: string | null,
): Promise<(StatsMonth & { amountCents: number })[]> {
  const months = monthsOf(query);
  // Each month's first local instant and date, then the first after the last month.
  const firstDays = [...months, nextMonth(months[months.length - 1] ?? query.to)];
  const starts = firstDays.map(
    (m) => new Date(localMidnight(Number(m.slice(0, 4)), Number(m.slice(5, 7)), 1, app.timezone)),
  );
  const rows = await monthlyFigures(app.db, {
    starts,
    days: firstDays.map((m) => `${m}-01`),
    institutionId,
  });
  const byBucket = new Map(rows.map((r) => [r.bucket, r]));
  return months.map((month, index) => {
    const r = byBucket.get(index + 1);
    const created = r?.created ?? 0;
    const filled = r?.filled ?? 0;
    const amountCents = r?.amountCents ?? 0;
    const median = r?.medianFillMinutes ?? null;
    return {
      month,
      created,
      filled,
      fill_rate: created === 0 ? null : Math.round((filled / created) * 10_000) / 10_000,
      median_fill_minutes: median === null ? null : Math.round(median),
      hours: Math.round((r?.workedMs ?? 0) / 36_000) / 100,
      amount: centsToEuros(amountCents),
      amountCents,
    };
  });
}

/** The month after `YYYY-MM`. */
function nextMonth(month: string): string {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12
    ? `${String(y + 1).padStart(4, '0')}-01`
    : `${month.slice(0, 4)}-${String(m + 1).padStart(2, '0')}`;
}

/** `GET /institutions/{id}/stats`: its members and the administrator. */
export async function institutionStats(
  app: FastifyInstance,
  user: UserRow,
  id: string,
  query: StatsQuery,
): Promise<InstitutionStats> {
  if (user.role !== 'admin' && institutionOf(user) !== id) throw forbidden(fr.notYourInstitution);
  if (user.role === 'admin' && !(await findInstitution(app.db, id))) {
    throw notFound(fr.institutionNotFound);
  }
  const months = await figures(app, query, id);
  return { institution_id: id, months: months.map(({ amountCents: _cents, ...m }) => m) };
}

/** `GET /stats` (administrator): the platform's months, with its commission. */
export async function platformStats(
  app: FastifyInstance,
  query: StatsQuery,
): Promise<PlatformStats> {
  const months = await figures(app, query, null);
  return {
    months: months.map(({ amountCents, ...m }) => ({
      ...m,
      commission: centsToEuros(roundHalfUp(amountCents * COMMISSION_RATE_PERCENT, 100)),
    })),
  };
}
