/**
 * Fills a database with realistic establishments, professionals and missions, fast: multi-row
 * inserts of about a thousand rows, no API round trips, no password hashing per user. Used by
 * the missions scale test and the benchmark.
 *
 * Missions spread over ±6 months around `now`. Past ones are mostly completed (with actual
 * times around the planned ones, tariffs copied, none paid yet), a few cancelled; the ones
 * under way are in progress; future ones are assigned, accepted or still pending.
 */
import { randomUUID } from 'node:crypto';
import { getTableColumns, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { plannedMinutes } from '../src/domain/missions/durations.ts';
import type { Db } from '../src/server/db/client.ts';
import { missions, users } from '../src/server/db/schema.ts';

export interface SeedOptions {
  institutions: number;
  professionals: number;
  missions: number;
  /** One precomputed hash shared by every seeded account (hashing each would take minutes). */
  passwordHash: string;
  /** The moment the missions are spread around; default the current time. */
  now?: Date;
  /** Same seed, same data (names, times, statuses); ids are random. */
  seed?: number;
  /** Prefix of the seeded e-mail addresses, to seed twice into one database. */
  emailPrefix?: string;
  /** Rows per INSERT statement. */
  chunkSize?: number;
}

export interface SeedResult {
  institutionIds: string[];
  /** Nurses and caregivers, in creation order. */
  professionalIds: string[];
  missions: number;
}

type UserInsert = typeof users.$inferInsert;
type MissionInsert = typeof missions.$inferInsert;

const FIRST_NAMES = [
  'Camille',
  'Léa',
  'Manon',
  'Chloé',
  'Inès',
  'Sarah',
  'Julie',
  'Emma',
  'Lucas',
  'Hugo',
  'Thomas',
  'Nicolas',
  'Julien',
  'Claire',
  'Sophie',
  'Nathalie',
  'Isabelle',
  'Karim',
  'Yasmine',
  'Mathilde',
];
const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
];
const KINDS = ['Clinique', 'EHPAD', 'Centre hospitalier', 'Résidence', 'Cabinet infirmier'];
const PLACES = [
  'des Lilas',
  'Saint-Joseph',
  'du Parc',
  'Les Tilleuls',
  'Pasteur',
  'de la Loire',
  'Sainte-Anne',
  'du Val',
  'Bellevue',
  'des Cèdres',
];
const CITIES = [
  ['69003', 'Lyon'],
  ['75011', 'Paris'],
  ['13005', 'Marseille'],
  ['33000', 'Bordeaux'],
  ['44000', 'Nantes'],
  ['59000', 'Lille'],
  ['31000', 'Toulouse'],
  ['35000', 'Rennes'],
] as const;
const STREETS = [
  'rue des Lilas',
  'avenue Jean Jaurès',
  'place Bellecour',
  'rue Pasteur',
  'boulevard Voltaire',
];
const SERVICES = [
  'Soins infirmiers à domicile',
  'Garde de nuit',
  'Toilette et aide au lever',
  'Pansements',
  'Surveillance post-opératoire',
  'Aide au repas',
  'Injections',
  'Remplacement en service',
];

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** mulberry32: a small, fast, seedable generator; good enough for fake data. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, int, pick };
}

/**
 * Inserts rows in chunks, each chunk as ONE statement with one array parameter per column
 * (`insert … select * from unnest($1::text[], …)`): building a 1 000-row VALUES list through
 * the query builder costs several times more than the insert itself.
 */
async function insertInChunks<T extends Record<string, unknown>>(
  db: Db,
  table: PgTable,
  rows: T[],
  size: number,
): Promise<void> {
  const columns = getTableColumns(table);
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((k) => k in columns);
  for (let i = 0; i < rows.length; i += size) {
    const part = rows.slice(i, i + size);
    const names: SQLChunk[] = [];
    const arrays: SQL[] = [];
    for (const key of keys) {
      const column = columns[key];
      if (!column) continue;
      const values = part.map((row) => {
        const value = row[key];
        return value === undefined || value === null ? null : column.mapToDriverValue(value);
      });
      names.push(sql.identifier(column.name));
      arrays.push(sql`${sql.param(values)}::${sql.raw(column.getSQLType())}[]`);
    }
    await db.execute(
      sql`insert into ${table} (${sql.join(names, sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})`,
    );
  }
}

export async function seedMissions(db: Db, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const rand = generator(options.seed ?? 42);
  const prefix = options.emailPrefix ?? 'bench';
  const chunk = options.chunkSize ?? 1000;
  const nowMs = now.getTime();

  const address = () => {
    const [zip, city] = rand.pick(CITIES);
    return `${rand.int(1, 120)} ${rand.pick(STREETS)}, ${zip} ${city}`;
  };
  const phone = () =>
    `0${rand.int(1, 7)} ${Array.from({ length: 4 }, () => String(rand.int(0, 99)).padStart(2, '0')).join(' ')}`;
  const person = (index: number, role: UserInsert['role']): UserInsert => {
    const firstName = rand.pick(FIRST_NAMES);
    const lastName = rand.pick(LAST_NAMES);
    return {
      id: randomUUID(),
      email: `${prefix}-${role}-${String(index).padStart(6, '0')}@releve.test`,
      passwordHash: options.passwordHash,
      firstName,
      lastName,
      name: null,
      phone: phone(),
      address: address(),
      role,
      status: 'approved',
      createdAt: now,
      updatedAt: now,
    };
  };

  const institutionRows: UserInsert[] = Array.from({ length: options.institutions }, (_, i) => {
    const weekday = rand.int(26, 34) * 100;
    return {
      ...person(i, 'institution'),
      name: `${rand.pick(KINDS)} ${rand.pick(PLACES)}${i >= KINDS.length * PLACES.length ? ` ${i}` : ''}`,
      weekdayRateCents: weekday,
      weekendRateCents: weekday + 1000,
      nightWeekRateCents: weekday + 500,
      nightWeekendRateCents: weekday + 1500,
      travelFeeCents: rand.int(0, 3) * 500,
    };
  });
  const professionalRows: UserInsert[] = Array.from({ length: options.professionals }, (_, i) =>
    person(i, rand.next() < 0.6 ? 'nurse' : 'caregiver'),
  );
  await insertInChunks(db, users, [...institutionRows, ...professionalRows], chunk);
  const byId = new Map(institutionRows.map((row) => [row.id, row]));
  const institutionIds = institutionRows.map((row) => row.id);
  const professionalIds = professionalRows.map((row) => row.id);
  const creator = institutionIds[0];
  if (!creator && options.missions > 0) throw new Error('seedMissions: at least one institution');

  const rows: MissionInsert[] = [];
  for (let i = 0; i < options.missions; i += 1) {
    // Planned start on a quarter hour between 180 days ago and 180 days ahead, 1 to 12 hours long.
    const start =
      Math.round(
        (nowMs + rand.int(-180, 180) * DAY + rand.int(0, 95) * 15 * MINUTE) / (15 * MINUTE),
      ) *
      15 *
      MINUTE;
    const end = start + rand.int(4, 48) * 15 * MINUTE;
    const institutionId = rand.pick(institutionIds);
    const institution = byId.get(institutionId);
    const assignee = professionalIds.length > 0 ? rand.pick(professionalIds) : null;
    const roll = rand.next();

    let status: MissionInsert['status'];
    if (end < nowMs) status = roll < 0.93 ? 'completed' : roll < 0.97 ? 'cancelled' : 'assigned';
    else if (start <= nowMs) status = 'in_progress';
    else
      status =
        roll < 0.15 ? 'pending' : roll < 0.2 ? 'cancelled' : roll < 0.6 ? 'assigned' : 'accepted';
    if (assignee === null) status = 'pending';

    // A cancelled mission was assigned or still pending when it was cancelled.
    const assigned =
      status === 'pending' ? false : status === 'cancelled' ? rand.next() < 0.5 : true;
    const startedAt =
      status === 'completed' || status === 'in_progress'
        ? start + rand.int(-10, 20) * MINUTE
        : null;
    const endedAt = status === 'completed' ? end + rand.int(-15, 30) * MINUTE : null;
    rows.push({
      id: randomUUID(),
      name: rand.pick(SERVICES),
      description: rand.next() < 0.5 ? '' : `Chambre ${rand.int(1, 250)}`,
      dateStart: new Date(start),
      dateEnd: new Date(end),
      dureeMinutes: plannedMinutes(start, end),
      institutionId,
      assignedTo: assigned ? assignee : null,
      createdBy: creator ?? institutionId,
      status,
      startedAt: startedAt === null ? null : new Date(startedAt),
      endedAt: endedAt === null ? null : new Date(endedAt),
      actualDuration:
        startedAt !== null && endedAt !== null ? plannedMinutes(startedAt, endedAt) : null,
      // No payslip exists yet: every completed mission is still to be paid.
      paid: false,
      // As its end leaves it; past 72 h it counts as validated.
      validation: status === 'completed' ? 'awaiting' : null,
      ...(assigned && institution
        ? {
            weekdayRateCents: institution.weekdayRateCents,
            weekendRateCents: institution.weekendRateCents,
            nightWeekRateCents: institution.nightWeekRateCents,
            nightWeekendRateCents: institution.nightWeekendRateCents,
            travelFeeCents: institution.travelFeeCents,
            tariffsCopiedAt: new Date(Math.min(start, nowMs) - DAY),
          }
        : {}),
      cancelledAt: status === 'cancelled' ? new Date(Math.min(start, nowMs) - DAY) : null,
      createdAt: new Date(Math.min(start, nowMs) - 7 * DAY),
      updatedAt: new Date(Math.min(end, nowMs)),
    });
  }
  await insertInChunks(db, missions, rows, chunk);
  return { institutionIds, professionalIds, missions: rows.length };
}
