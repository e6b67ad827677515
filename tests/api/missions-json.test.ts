import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/modules/auth/passwords.ts';
import { presentMission, servedUntil } from '../../src/server/modules/missions/present.ts';
import { missionChangesQuery } from '../../src/server/modules/missions/repo.ts';
import { assignedToJson, listAssignedTo } from '../../src/server/modules/missions/service.ts';
import { findUserById } from '../../src/server/modules/users/repo.ts';
import { decodeDeltaCursor } from '../../src/server/modules/sync/delta.ts';
import { seedMissions, type SeedResult } from '../../bench/missions-seed.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * `GET /prestations/me` and `GET /sync/missions` are assembled as JSON by the database (issue
 * 16). They must be the very bytes the presenter (`presentMission` + JSON.stringify) gives, on
 * a realistic set: every status, tariffs, positions, sign-offs (awaiting, turned validated by
 * time, validated, contested), proposals, nulls, microseconds, names needing escapes or trims.
 */
let t: TestApp;
let seeded: SeedResult;

const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ cache: false });
  seeded = await seedMissions(t.database.db, {
    institutions: 4,
    professionals: 6,
    missions: 600,
    passwordHash: await hashPassword('mot-de-passe-solide'),
    now: t.clock.now,
  });
  const db = t.database.db;
  const [first, second, third] = seeded.institutionIds;
  const [p0, p1, p2] = seeded.professionalIds;
  // Names: an establishment without a name (its person's name instead), one with an empty
  // name, quotes, backslashes, control characters, non-ASCII, whitespace to trim.
  await db.execute(sql`update users set name = null where id = ${first}`);
  await db.execute(
    sql`update users set name = '', first_name = ${'\u00a0 Zoé\t'} where id = ${second}`,
  );
  await db.execute(
    sql`update users set name = ${'Clinique « L\'Étoile » "du" \\ Parc\n\u0001 ☀ 𝄞'}, address = ${'2 rue "A"\r\n'} where id = ${third}`,
  );
  await db.execute(
    sql`update users set first_name = ' ', last_name = ${'Dupont\u2028'} where id = ${p0}`,
  );
  await db.execute(sql`update users set first_name = '', last_name = 'Martin' where id = ${p1}`);
  await db.execute(sql`update users set last_name = '' where id = ${p2}`);
  const now = t.clock.now.getTime();
  const at = (ms: number) => new Date(ms).toISOString();
  // Sign-offs: awaiting recently ended (served awaiting), awaiting long ago (turned validated
  // by time), validated by someone, contested with proposals; positions; roles; overrides.
  await db.execute(sql`update missions set validation = 'awaiting', ended_at = ${at(now - 10 * HOUR)}::timestamptz + interval '123 microseconds'
    where id in (select id from missions where status = 'completed' order by id limit 20)`);
  await db.execute(sql`update missions set validation = 'validated', validated_at = now(), validated_by = ${first}
    where id in (select id from missions where status = 'completed' order by id desc limit 20)`);
  await db.execute(sql`update missions set validation = 'contested', contest_reason = ${'Arrivée à 8 h, pas 7 h\n"sic"'},
      proposed_started_at = date_start + interval '1 hour 999 microseconds', proposed_ended_at = date_end
    where id in (select id from missions where status = 'completed' order by md5(id) limit 20)`);
  // Late ends (`hours_flag`): awaiting for ever, recent or long ended, and one cleared then
  // validated; never served validated by time.
  await db.execute(sql`update missions set validation = 'awaiting', hours_flag = 'late_end', ended_at = ${at(now - 10 * HOUR)}::timestamptz
    where id in (select id from missions where status = 'completed' and validation = 'awaiting' order by id limit 5)`);
  await db.execute(sql`update missions set validation = 'awaiting', hours_flag = 'late_end'
    where id in (select id from missions where status = 'completed' and validation = 'awaiting' and hours_flag is null order by md5(id || 'f') limit 5)`);
  await db.execute(sql`update missions set start_distance_m = 120, end_distance_m = 0,
      start_lat = 45.75, start_lng = 4.85, start_accuracy = 12.5
    where id in (select id from missions where started_at is not null order by md5(id) desc limit 30)`);
  await db.execute(sql`update missions set required_role = 'nurse', override_reason = ${'Urgence\tde nuit'}
    where id in (select id from missions order by md5(id || 'r') limit 40)`);
  await db.execute(sql`update missions set updated_at = now(), created_at = now() - interval '1 day 0.5 milliseconds'
    where id in (select id from missions order by md5(id || 'u') limit 60)`);
  await db.execute(sql`update missions set description = ${'Ligne 1\nLigne 2 — « guillemets » \\ \u007f'}
    where id in (select id from missions order by md5(id || 'd') limit 30)`);
  await db.execute(sql`update missions set status = 'in_progress', started_at = date_start, ended_at = null, validation = null
    where id in (select id from missions where status = 'accepted' order by id limit 5)`);
  // Cancelled missions with a compensation (euros as JavaScript writes them: 108.25, 216.5,
  // 1, 0.01) and a cancellation instant with microseconds.
  await db.execute(sql`update missions set status = 'cancelled',
      cancelled_at = date_start - interval '30 hours 7 microseconds',
      compensation_cents = (array[10825, 21650, 100, 1, 123457])[1 + abs(hashtext(id)) % 5]
    where id in (select id from missions where status = 'assigned' order by md5(id || 'c') limit 15)`);
  // An assignee whose account row is gone from the join (left join: no name).
  await db.execute(sql`update missions set status = 'open', assigned_to = null
    where id in (select id from missions where status = 'pending' order by id limit 10)`);
});
afterAll(async () => {
  await t?.close();
});

async function presenterList(userId: string, query: { limit?: number; offset?: number } = {}) {
  const row = await findUserById(t.database.db, userId);
  if (!row) throw new Error('no user');
  return listAssignedTo(t.app, row, query);
}

const tokenOf = (id: string) => t.app.signToken({ id, tokenVersion: 0, role: 'nurse' });

describe('mission lists assembled by the database', () => {
  it('covers every status, sign-off and null', async () => {
    const { rows } = (await t.database.db.execute(
      sql`select array_agg(distinct status) as statuses, array_agg(distinct coalesce(validation, '-')) as validations from missions where assigned_to is not null`,
    )) as unknown as { rows: { statuses: string[]; validations: string[] }[] };
    expect(rows[0]?.statuses.sort()).toEqual(
      ['accepted', 'assigned', 'cancelled', 'completed', 'in_progress'].sort(),
    );
    expect(rows[0]?.validations.sort()).toEqual(['-', 'awaiting', 'contested', 'validated']);
    const flags = (await t.database.db.execute(
      sql`select count(*)::int as n from missions where hours_flag = 'late_end' and assigned_to is not null`,
    )) as unknown as { rows: { n: number }[] };
    expect(flags.rows[0]?.n).toBeGreaterThan(0);
  });

  for (const shift of [0, 80 * HOUR]) {
    it(`GET /prestations/me is byte for byte the presenter's answer (clock + ${shift / HOUR} h)`, async () => {
      const saved = t.clock.now;
      t.clock.now = new Date(saved.getTime() + shift);
      try {
        for (const id of seeded.professionalIds) {
          for (const query of [{}, { limit: 1000 }, { limit: 7, offset: 3 }]) {
            const expected = await presenterList(id, query);
            expect(expected.length).toBeGreaterThan(0);
            const qs = new URLSearchParams(
              Object.entries(query).map(([k, v]) => [k, String(v)]),
            ).toString();
            const res = await t.request({
              method: 'GET',
              url: `/api/prestations/me${qs ? `?${qs}` : ''}`,
              token: await tokenOf(id),
            });
            expect(res.statusCode).toBe(200);
            expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
            expect(res.body).toBe(JSON.stringify(expected));
            // The instant the kept copy must not be served from, as servedUntil tells it.
            const user = await findUserById(t.database.db, id);
            if (!user) throw new Error('no user');
            const built = await assignedToJson(t.app, user, query);
            expect(built.json.toString()).toBe(res.body);
            expect(built.expiresAt).toBe(servedUntil(expected));
          }
        }
      } finally {
        t.clock.now = saved;
      }
    });
  }

  it('GET /sync/missions (full and delta) is byte for byte the presenter-built answer', async () => {
    const id = seeded.professionalIds[0] ?? '';
    const token = await tokenOf(id);
    const full = await t.request({ method: 'GET', url: '/api/sync/missions', token });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('application/json; charset=utf-8');
    const { cursor } = full.json<{ cursor: string }>();
    const now = t.clock.now;
    const rows = await missionChangesQuery(t.database.db, id);
    expect(rows.length).toBeGreaterThan(10);
    expect(full.body).toBe(
      JSON.stringify({ cursor, changed: rows.map((r) => presentMission(r, now)), removed: [] }),
    );

    // One of her missions changes: the delta, against the presenter.
    const changed = rows[0]?.mission.id;
    await t.database.db.execute(
      sql`update missions set description = 'changée', change_xid = pg_current_xact_id()::text::bigint where id = ${changed ?? ''}`,
    );
    const previous = decodeDeltaCursor(id, cursor);
    expect(previous).toBeDefined();
    const delta = await t.request({
      method: 'GET',
      url: `/api/sync/missions?since=${encodeURIComponent(cursor)}`,
      token,
    });
    expect(delta.statusCode).toBe(200);
    const next = delta.json<{ cursor: string }>().cursor;
    const since = {
      xid: previous?.xid ?? 0,
      autoFrom: new Date((previous?.at ?? 0) - 72 * HOUR),
      autoTo: new Date(now.getTime() - 72 * HOUR),
    };
    const changedRows = await missionChangesQuery(t.database.db, id, since);
    expect(changedRows.map((r) => r.mission.id)).toContain(changed);
    expect(delta.body).toBe(
      JSON.stringify({
        cursor: next,
        changed: changedRows.map((r) => presentMission(r, now)),
        removed: [],
      }),
    );
  });

  it('reuses a kept mission text only while its version holds (mission, names, time, hand-over)', async () => {
    const db = t.database.db;
    const id = seeded.professionalIds[3] ?? '';
    const other = seeded.professionalIds[4] ?? '';
    const user = await findUserById(db, id);
    if (!user) throw new Error('no user');
    const page = { limit: 1000 };
    const same = async (what: string) => {
      const built = await assignedToJson(t.app, user, page);
      expect(built.json.toString(), what).toBe(JSON.stringify(await presenterList(id, page)));
      return JSON.parse(built.json.toString()) as { id: string; etablissement_id: string }[];
    };
    const saved = t.clock.now;
    try {
      const first = await same('first read');
      const kept = t.app.missionFragments.size;
      expect(kept).toBeGreaterThan(0);
      expect(await same('nothing changed')).toEqual(first);
      expect(t.app.missionFragments.size).toBe(kept);

      const [one, two] = first;
      await db.execute(sql`update missions set name = 'Renommée' where id = ${one?.id ?? ''}`);
      expect((await same('a mission renamed'))[0]).toMatchObject({ name: 'Renommée' });

      await db.execute(
        sql`update users set name = 'Clinique renommée', phone = '0102030405' where id = ${two?.etablissement_id ?? ''}`,
      );
      await same('her establishment renamed');
      await db.execute(sql`update users set first_name = 'Agnès' where id = ${id}`);
      await same('her own name changed');

      // Hours awaiting their sign-off, ended 71 h ago: served awaiting, then validated by time.
      await db.execute(
        sql`update missions set status = 'completed', validation = 'awaiting', ended_at = ${new Date(t.clock.now.getTime() - 71 * HOUR).toISOString()}::timestamptz
            where id = ${two?.id ?? ''}`,
      );
      expect((await same('awaiting')).find((m) => m.id === two?.id)).toMatchObject({
        validation: 'awaiting',
      });
      t.clock.now = new Date(t.clock.now.getTime() + 2 * HOUR);
      expect((await same('validated by time')).find((m) => m.id === two?.id)).toMatchObject({
        validation: 'validated',
      });

      await db.execute(sql`update missions set assigned_to = ${other} where id = ${one?.id ?? ''}`);
      const after = await same('handed over');
      expect(after.map((m) => m.id)).not.toContain(one?.id);
      expect(after).toHaveLength(first.length - 1);
    } finally {
      t.clock.now = saved;
    }
  });
});
