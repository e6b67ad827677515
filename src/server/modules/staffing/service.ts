/**
 * Staffing (docs/product-rules.md, « Staffing » and « Open missions »): the candidates of a
 * mission, publishing it « À pourvoir », the open list, first-to-claim and withdrawal.
 */
import type { FastifyInstance } from 'fastify';
import type { Prestation } from '../../../contract/missions.ts';
import type { Candidate, OpenMission } from '../../../contract/staffing.ts';
import { DEFAULT_FAVORITES_FIRST_MINUTES } from '../../../contract/pool.ts';
import { localDate, localDateTime } from '../../../domain/pay/local-time.ts';
import { eligibility } from '../../../domain/staffing/eligibility.ts';
import { estimatedPayCents } from '../../../domain/staffing/rates.ts';
import { localInputToEpochMs } from '../../../domain/time/local-input-to-instant.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { assertMayClaim, verifiedPeople } from '../credentials/service.ts';
import { missionsFr } from '../missions/fr.ts';
import { ratingSummaries } from '../after-mission/repo.ts';
import { presentMission } from '../missions/present.ts';
import {
  findMissionView,
  listOpenMissions,
  lockMission,
  wasPublished,
  type MissionRow,
} from '../missions/repo.ts';
import { act, actOn, tariffSnapshot } from '../missions/service.ts';
import type { NewNotification } from '../notifications/repo.ts';
import { poolFr } from '../pool/fr.ts';
import { blockedIdsOf, favoriteIdsOf, standingOf } from '../pool/repo.ts';
import { widenJob } from './favorites-window-job.ts';
import { displayName } from '../users/present.ts';
import type { UserRow } from '../users/repo.ts';
import { staffingFr as fr, staffingLinks } from './fr.ts';
import {
  adminIds,
  approvedProfessionals,
  availableSlotsOf,
  heldMissionsOf,
  type AvailableSlot,
  type HeldRow,
} from './repo.ts';
import {
  HELD_MARGIN_MS,
  assertMissionRates,
  checkEligibility,
  heldOf,
  staffedOf,
} from './rules.ts';

const DAY_MS = 86_400_000;

/**
 * Whether an open mission is hidden from a professional: its establishment set her aside, or
 * its favourites window is still running and she is not one of them.
 */
function hiddenFrom(
  mission: Pick<MissionRow, 'institutionId' | 'favoritesUntil'>,
  standing: { blockedBy: Set<string>; favoriteOf: Set<string> },
  now: Date,
): boolean {
  const institutionId = mission.institutionId;
  if (institutionId === null) return false;
  if (standing.blockedBy.has(institutionId)) return true;
  return (
    mission.favoritesUntil !== null &&
    mission.favoritesUntil.getTime() > now.getTime() &&
    !standing.favoriteOf.has(institutionId)
  );
}

/** « 14:30 » (today) or « 14:30 le 27/11 », in the business time zone. */
function dayTime(at: Date, timeZone: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const local = localDateTime(at.getTime(), timeZone);
  return `${pad(local.hour)}:${pad(local.minute)} le ${pad(local.day)}/${pad(local.month)}`;
}

/** The held rows grouped by person. */
function byPerson(rows: readonly HeldRow[]): Map<string, HeldRow[]> {
  const map = new Map<string, HeldRow[]>();
  for (const row of rows) {
    const list = map.get(row.userId);
    if (list) list.push(row);
    else map.set(row.userId, [row]);
  }
  return map;
}

/** The day after a local date `YYYY-MM-DD`. */
function nextDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Whether a declared slot covers `[start, end)`. A slot is a local date and wall times in the
 * business time zone; one whose end is not after its start crosses midnight (21:00 → 07:00).
 */
function covers(slot: AvailableSlot, start: number, end: number, timeZone: string): boolean {
  const from = localInputToEpochMs(`${slot.date}T${slot.timeStart}`, timeZone);
  const endDate = slot.timeEnd > slot.timeStart ? slot.date : nextDate(slot.date);
  const to = localInputToEpochMs(`${endDate}T${slot.timeEnd}`, timeZone);
  return from !== null && to !== null && from <= start && end <= to;
}

const byName = (a: UserRow, b: UserRow) =>
  a.lastName.localeCompare(b.lastName, 'fr') ||
  a.firstName.localeCompare(b.firstName, 'fr') ||
  a.id.localeCompare(b.id);

/**
 * Every approved professional and whether she may take `mission`: two queries in all, on `db`
 * (the transaction's own connection when inside one).
 */
export async function weighAll(app: FastifyInstance, db: Db, mission: MissionRow) {
  const people = await approvedProfessionals(db);
  const ids = people.map((p) => p.id);
  const staffed = staffedOf(mission);
  const held = byPerson(
    await heldMissionsOf(db, ids, staffed.start - HELD_MARGIN_MS, staffed.end + HELD_MARGIN_MS),
  );
  // Those its establishment set aside may not take it; its favourites are offered it first.
  const blocked =
    mission.institutionId === null
      ? new Set<string>()
      : await blockedIdsOf(db, mission.institutionId);
  const favorites =
    mission.institutionId === null
      ? new Set<string>()
      : await favoriteIdsOf(db, mission.institutionId);
  return people.map((person) => ({
    person,
    favorite: favorites.has(person.id),
    decision: eligibility(
      person,
      staffed,
      heldOf(held.get(person.id) ?? []),
      app.timezone,
      blocked.has(person.id),
    ),
  }));
}

/**
 * `GET /prestations/{id}/candidates` (admin): every approved nurse and caregiver, whether she
 * may take the mission and why not, and whether one of her declared availabilities covers it;
 * eligible first, then available, then by name. Three queries whatever their number.
 */
export async function candidatesOf(app: FastifyInstance, id: string): Promise<Candidate[]> {
  const view = await findMissionView(app.db, id);
  if (!view) throw notFound(missionsFr.notFound);
  const mission = view.mission;
  const weighed = await weighAll(app, app.db, mission);
  const start = mission.dateStart.getTime();
  const end = mission.dateEnd.getTime();
  // A slot covering the start begins on its local date or the day before (across midnight).
  const slots = await availableSlotsOf(
    app.db,
    weighed.map((w) => w.person.id),
    localDate(start - DAY_MS, app.timezone),
    localDate(start, app.timezone),
  );
  const available = new Set(
    slots.filter((s) => covers(s, start, end, app.timezone)).map((s) => s.userId),
  );
  // Whether her documents would let her claim it (one query for everyone).
  const verified = await verifiedPeople(
    app,
    weighed.map((w) => w.person.id),
  );
  // Her ratings (« After the mission »): equally eligible candidates, best rated first.
  const rated = await ratingSummaries(
    app.db,
    weighed.map((w) => w.person.id),
  );
  return weighed
    .map(({ person, decision, favorite }) => ({
      person,
      decision,
      favorite,
      available: available.has(person.id),
      rating: rated.get(person.id) ?? null,
    }))
    .sort(
      (a, b) =>
        Number(b.decision.eligible) - Number(a.decision.eligible) ||
        (b.rating?.average ?? 0) - (a.rating?.average ?? 0) ||
        Number(b.available) - Number(a.available) ||
        byName(a.person, b.person),
    )
    .map(({ person, decision, favorite, available: isAvailable, rating }) => ({
      id: person.id,
      first_name: person.firstName,
      last_name: person.lastName,
      role: person.role === 'caregiver' ? 'caregiver' : 'nurse',
      eligible: decision.eligible,
      reasons: decision.reasons,
      available: isAvailable,
      verified: verified.has(person.id),
      favorite,
      rating,
    }));
}

/**
 * `PUT /prestations/{id}/publish` (admin): pending → open, once the establishment's rates are
 * known to cover the planned times. Every professional eligible at that moment is notified
 * (stored, socket, Web Push); the open list's watchers see it arrive.
 */
export async function publishMission(
  app: FastifyInstance,
  admin: UserRow,
  id: string,
  body: { favorites_first_minutes: number } = {
    favorites_first_minutes: DEFAULT_FAVORITES_FIRST_MINUTES,
  },
): Promise<Prestation> {
  const now = app.now();
  const view = await withTransaction(app, now, async (tx) => {
    const write = await act<{ eligible: string[] }>(tx, admin, id, (mission) => ({
      actor: admin,
      action: { kind: 'publish' },
      now,
      timeZone: app.timezone,
      prepare: async () => {
        await assertMissionRates(tx, mission, app.timezone);
        const weighed = (await weighAll(app, tx, mission)).filter((w) => w.decision.eligible);
        // With favourites, and a window asked for, they alone are offered it at first.
        const window =
          body.favorites_first_minutes > 0 && weighed.some((w) => w.favorite)
            ? new Date(now.getTime() + body.favorites_first_minutes * 60_000)
            : null;
        return {
          eligible: (window ? weighed.filter((w) => w.favorite) : weighed).map((w) => w.person.id),
          // A withdrawn override no longer applies to whoever claims it.
          set: { overrideReason: null, favoritesUntil: window },
        };
      },
      notify: (updated, { eligible }) =>
        eligible.map((userId) => ({
          userId,
          type: 'mission',
          message: fr.notify.published(updated.name, updated.dateStart, app.timezone),
          link: staffingLinks.openMissions,
          missionId: updated.id,
          mailSubject: fr.mail.published(updated.name),
        })),
    }));
    // Then everyone: a job on the job engine at the window's end, sent in this transaction.
    const until = write.effects?.missions?.[0]?.favoritesUntil;
    if (until) await app.jobs.send([widenJob(id, until)], tx);
    return write;
  });
  return presentMission(view, now);
}

/**
 * `GET /prestations/open`: a professional gets the open missions she may take (eligibility
 * from the missions she holds, one query), the admin every open mission; soonest first, each
 * with what it would pay from the establishment's current tariffs, travel fee included.
 */
export async function openMissionsFor(app: FastifyInstance, user: UserRow): Promise<OpenMission[]> {
  const now = app.now();
  const rows = await listOpenMissions(app.db);
  let visible = rows;
  if (user.role !== 'admin' && rows.length > 0) {
    // Never an establishment's missions to whom it set aside; during a favourites window,
    // only to its favourites. Read against the clock: every instance serves the same list.
    const standing = await standingOf(
      app.db,
      user.id,
      rows.flatMap((r) => (r.mission.institutionId === null ? [] : [r.mission.institutionId])),
    );
    visible = visible.filter((r) => !hiddenFrom(r.mission, standing, now));
    const starts = rows.map((r) => r.mission.dateStart.getTime());
    const ends = rows.map((r) => r.mission.dateEnd.getTime());
    const held = heldOf(
      await heldMissionsOf(
        app.db,
        [user.id],
        Math.min(...starts) - HELD_MARGIN_MS,
        Math.max(...ends) + HELD_MARGIN_MS,
      ),
    );
    visible = visible.filter(
      (r) => eligibility(user, staffedOf(r.mission), held, app.timezone).eligible,
    );
  }
  return visible.map((row) => {
    const tariffs = row.tariffs ?? {
      weekdayRateCents: null,
      weekendRateCents: null,
      nightWeekRateCents: null,
      nightWeekendRateCents: null,
      travelFeeCents: null,
    };
    const cents = estimatedPayCents(
      row.mission.dateStart.getTime(),
      row.mission.dateEnd.getTime(),
      tariffs,
      app.timezone,
    );
    return { ...presentMission(row, now), estimated_pay: cents / 100 };
  });
}

/**
 * `PUT /prestations/{id}/claim`: first to claim wins. The mission row is locked, so claims are
 * decided one after the other: the first finds it open and takes it (accepted, hers, tariffs
 * copied), the next find it taken (409 « Cette mission vient d'être prise. »). Her eligibility
 * is decided again under the lock of her row. The establishment is told.
 */
export async function claimMission(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<Prestation> {
  const now = app.now();
  const tz = app.timezone;
  const view = await withTransaction(app, now, async (tx) => {
    const mission = await lockMission(tx, id);
    // A mission never published (nor hers) is not hers to know about.
    if (
      !mission ||
      (mission.status !== 'open' &&
        mission.assignedTo !== user.id &&
        !(await wasPublished(tx, mission.id)))
    ) {
      throw notFound(fr.notFound);
    }
    return actOn<{ institution: UserRow | undefined }>(tx, mission, (m) => ({
      actor: user,
      action: { kind: 'claim' },
      now,
      timeZone: tz,
      prepare: async () => {
        // Set aside by its establishment: refused without telling her why. During the
        // favourites window: refused to whoever is not one of them.
        if (m.institutionId !== null) {
          const standing = await standingOf(tx, user.id, [m.institutionId]);
          if (standing.blockedBy.has(m.institutionId)) throw conflict(poolFr.unavailable);
          if (hiddenFrom(m, standing, now) && m.favoritesUntil) {
            throw conflict(poolFr.favoritesFirst(dayTime(m.favoritesUntil, tz)));
          }
        }
        const institution = await assertMissionRates(tx, m, tz);
        // Proof first: without a verified document that has not expired, no claim (409 saying
        // what is missing). The administrator's direct assignment is not gated.
        await assertMayClaim(tx, app, user.id);
        await checkEligibility(tx, user.id, staffedOf(m), tz, {
          notProfessional: missionsFr.assigneeNotProfessional,
        });
        return {
          institution,
          set: { ...tariffSnapshot(institution, now), overrideReason: null },
        };
      },
      details: (updated) => ({ assigned_to: updated.assignedTo }),
      notify: (updated, { institution }): NewNotification[] =>
        institution
          ? [
              {
                userId: institution.id,
                type: 'mission',
                message: fr.notify.claimed(displayName(user), updated.name, updated.dateStart, tz),
                link: staffingLinks.institution,
                missionId: updated.id,
              },
            ]
          : [],
    }));
  });
  return presentMission(view, now);
}

/**
 * `PUT /prestations/{id}/withdraw` (the assignee): an assigned or accepted mission more than
 * 48 h before its start goes back to open (the state machine's rule; closer, 409). The
 * establishment and the administrators are told; the open list's watchers see it return.
 */
export async function withdrawMission(
  app: FastifyInstance,
  user: UserRow,
  id: string,
): Promise<Prestation> {
  const now = app.now();
  const tz = app.timezone;
  const view = await withTransaction(app, now, (tx) =>
    act<{ admins: string[] }>(tx, user, id, (mission) => ({
      actor: user,
      action: { kind: 'withdraw', now: now.getTime() },
      now,
      timeZone: tz,
      prepare: async () => ({ admins: await adminIds(tx), set: { overrideReason: null } }),
      details: () => ({ withdrawn_by: user.id }),
      notify: (updated, { admins }) => {
        const message = fr.notify.withdrawn(displayName(user), updated.name, updated.dateStart, tz);
        const notes: NewNotification[] = admins.map((userId) => ({
          userId,
          type: 'mission',
          message,
          link: staffingLinks.admin,
          missionId: updated.id,
        }));
        if (mission.institutionId !== null) {
          notes.unshift({
            userId: mission.institutionId,
            type: 'mission',
            message,
            link: staffingLinks.institution,
            missionId: mission.id,
          });
        }
        return notes;
      },
    })),
  );
  return presentMission(view, now);
}
