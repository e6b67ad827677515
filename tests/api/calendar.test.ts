/**
 * The private calendar feed (`/api/calendar/{token}.ics`): the link (create, read, replace,
 * retire), and the feed itself as a phone's calendar reads it, parsed with ical.js: which
 * missions it lists, what each event says, and its local times across both DST changes of
 * 2027. The real server (buildApp + inject) on a real database.
 */
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prestation } from '../../src/contract/missions.ts';
import { users } from '../../src/server/db/schema.ts';
import { createTestApp, type TestApp } from './harness.ts';
import {
  completeMission,
  createInstitution,
  createNurse,
  signalMission,
  type Account,
} from './fixtures/missions.ts';

const PUBLIC_URL = 'https://releve.exemple.fr';
const NOT_FOUND = 'Ce lien d’agenda n’existe pas ou a été remplacé.';
const BAD_FILE = 'Ce lien d’agenda n’est pas valide.';
const FEED_URL = /^https:\/\/releve\.exemple\.fr\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

let t: TestApp;
let admin: string;
let lilas: Account;
let tilleuls: Account;
let camille: Account;
let lea: Account;

/** Paris wall-clock times of the tests, as UTC instants. */
const utc = (iso: string) => new Date(iso);

async function createMission(input: {
  institution: Account;
  nurse?: Account;
  start: Date;
  end: Date;
  name: string;
  description?: string;
}): Promise<Prestation> {
  const res = await t.request({
    method: 'POST',
    url: '/api/prestations',
    token: admin,
    payload: {
      name: input.name,
      description: input.description ?? 'Soins courants',
      dateStart: input.start.toISOString(),
      dateEnd: input.end.toISOString(),
      etablissement_id: input.institution.user.id,
      ...(input.nurse ? { assigned_to: input.nurse.user.id } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`create mission: ${res.statusCode} ${res.body}`);
  return res.json<{ prestation: Prestation }>().prestation;
}

const createLink = (token: string) =>
  t.request({ method: 'POST', url: '/api/users/me/calendar', token });
const readLink = (token: string) =>
  t.request({ method: 'GET', url: '/api/users/me/calendar', token });
const deleteLink = (token: string) =>
  t.request({ method: 'DELETE', url: '/api/users/me/calendar', token });

/** The feed's path under the app (`/api/calendar/….ics`) from its public address. */
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: pathOf(url), headers });

async function newFeedUrl(token: string): Promise<string> {
  const res = await createLink(token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ url: string }>().url;
}

interface ParsedEvent {
  uid: string;
  summary: string;
  location: string;
  description: string;
  status: string;
  url: string;
  sequence: number;
  /** The start as written: its zone and wall-clock time. */
  tzid: string;
  localStart: string;
  localEnd: string;
  start: string;
  end: string;
}

const wall = (time: ICAL.Time) =>
  `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;

/** Reads a feed as a calendar app does: its VTIMEZONE registered, its events converted. */
function parseFeed(body: string): { name: string; events: Map<string, ParsedEvent> } {
  const calendar = new ICAL.Component(ICAL.parse(body));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(zone);
  }
  const events = new Map<string, ParsedEvent>();
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(component);
    const dtstart = component.getFirstProperty('dtstart');
    events.set(event.uid, {
      uid: event.uid,
      summary: event.summary,
      location: event.location,
      description: event.description,
      status: String(component.getFirstPropertyValue('status')),
      url: String(component.getFirstPropertyValue('url')),
      sequence: event.sequence,
      tzid: String(dtstart?.getParameter('tzid')),
      localStart: wall(event.startDate),
      localEnd: wall(event.endDate),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    });
  }
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), events };
}

const uidOf = (mission: Prestation) => `mission-${mission.id}@releve`;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: `${PUBLIC_URL}/` });
  admin = await t.adminToken();
  lilas = await createInstitution(t, { name: 'Clinique des Lilas' });
  tilleuls = await createInstitution(t, { name: 'EHPAD Les Tilleuls' });
  camille = await createNurse(t, { first_name: 'Camille', last_name: 'Durand' });
  lea = await createNurse(t, { first_name: 'Léa', last_name: 'Martin' });
});

afterAll(async () => {
  await t?.close();
});

describe('the link', () => {
  it('is created, shown again, replaced and retired', async () => {
    const none = await readLink(lea.token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ url: null, webcal_url: null, created_at: null });

    const created = await createLink(lea.token);
    expect(created.statusCode).toBe(201);
    const link = created.json<{ url: string; webcal_url: string; created_at: string }>();
    expect(link.url).toMatch(FEED_URL);
    expect(link.webcal_url).toBe(link.url.replace(/^https:/, 'webcal:'));
    expect(new Date(link.created_at).getTime()).toBe(t.clock.now.getTime());
    // Stored as is, 32 random bytes.
    const [row] = await t.database.db
      .select({ token: users.calendarToken })
      .from(users)
      .where(eq(users.id, lea.user.id));
    expect(row?.token).toBe(FEED_URL.exec(link.url)?.[1]);
    expect(Buffer.from(row?.token ?? '', 'base64url')).toHaveLength(32);

    expect((await readLink(lea.token)).json()).toEqual(link);
    expect((await fetchFeed(link.url)).statusCode).toBe(200);

    // A new link replaces the old one, which stops at once.
    const replaced = await newFeedUrl(lea.token);
    expect(replaced).not.toBe(link.url);
    const old = await fetchFeed(link.url);
    expect(old.statusCode).toBe(404);
    expect(old.json()).toEqual({ detail: NOT_FOUND });
    expect((await fetchFeed(replaced)).statusCode).toBe(200);
    expect((await readLink(lea.token)).json<{ url: string }>().url).toBe(replaced);

    // Retired: the feed is gone and the profile shows none.
    const removed = await deleteLink(lea.token);
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    const gone = await fetchFeed(replaced);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: NOT_FOUND });
    expect((await readLink(lea.token)).json()).toEqual({
      url: null,
      webcal_url: null,
      created_at: null,
    });
    // Retiring again changes nothing.
    expect((await deleteLink(lea.token)).statusCode).toBe(204);
  });

  it('needs a session to be made or read', async () => {
    expect((await t.request({ method: 'POST', url: '/api/users/me/calendar' })).statusCode).toBe(
      401,
    );
    expect((await t.request({ method: 'GET', url: '/api/users/me/calendar' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a malformed file name in French, and an unknown token with the same 404', async () => {
    for (const file of ['abc.ics', `${'a'.repeat(43)}.txt`, `${'a'.repeat(42)}!.ics`]) {
      const res = await t.request({ method: 'GET', url: `/api/calendar/${file}` });
      expect(res.statusCode, file).toBe(422);
      expect(JSON.stringify(res.json())).toContain(BAD_FILE);
    }
    const unknown = await t.request({ method: 'GET', url: `/api/calendar/${'a'.repeat(43)}.ics` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: NOT_FOUND });
  });

  it('stops serving a rejected account at once', async () => {
    const nurse = await createNurse(t, { first_name: 'Inès', last_name: 'Roux' });
    const url = await newFeedUrl(nurse.token);
    expect((await fetchFeed(url)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ status: 'rejected' })
      .where(eq(users.id, nurse.user.id));
    const res = await fetchFeed(url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: NOT_FOUND });
  });
});

describe('the feed', () => {
  // Summer time starts on 2027-03-28 and ends on 2027-10-31 (Europe/Paris).
  let beforeSpring: Prestation;
  let afterSpring: Prestation;
  let beforeAutumn: Prestation;
  let afterAutumn: Prestation;
  let inProgress: Prestation;
  let open: Prestation;
  let cancelled: Prestation;
  let completed: Prestation;
  let leas: Prestation;
  let tilleulsMission: Prestation;
  let camilleUrl: string;

  beforeAll(async () => {
    beforeSpring = await createMission({
      institution: lilas,
      nurse: camille,
      name: 'Soins du matin',
      description: 'Pansements et injections',
      start: utc('2027-03-27T06:00:00Z'),
      end: utc('2027-03-27T13:00:00Z'),
    });
    afterSpring = await createMission({
      institution: lilas,
      nurse: camille,
      name: 'Toilettes',
      start: utc('2027-03-29T05:00:00Z'),
      end: utc('2027-03-29T12:00:00Z'),
    });
    await signalMission(t, { mission: afterSpring, nurse: camille, kind: 'accept' });
    beforeAutumn = await createMission({
      institution: lilas,
      nurse: camille,
      name: 'Nuit calme',
      start: utc('2027-10-30T05:00:00Z'),
      end: utc('2027-10-30T12:00:00Z'),
    });
    afterAutumn = await createMission({
      institution: tilleuls,
      nurse: camille,
      name: 'Renfort',
      start: utc('2027-11-01T06:00:00Z'),
      end: utc('2027-11-01T13:00:00Z'),
    });
    inProgress = await createMission({
      institution: lilas,
      nurse: camille,
      name: 'Garde',
      start: utc('2027-05-10T06:00:00Z'),
      end: utc('2027-05-10T13:00:00Z'),
    });
    await signalMission(t, { mission: inProgress, nurse: camille, kind: 'accept' });
    await signalMission(t, {
      mission: inProgress,
      nurse: camille,
      kind: 'start',
      at: utc('2027-05-10T06:00:00Z'),
    });
    open = await createMission({
      institution: lilas,
      name: 'À pourvoir',
      start: utc('2027-05-20T06:00:00Z'),
      end: utc('2027-05-20T13:00:00Z'),
    });
    const published = await t.request({
      method: 'PUT',
      url: `/api/prestations/${open.id}/publish`,
      token: admin,
    });
    expect(published.statusCode, published.body).toBe(200);
    cancelled = await createMission({
      institution: lilas,
      nurse: camille,
      name: 'Annulée',
      start: utc('2027-06-01T06:00:00Z'),
      end: utc('2027-06-01T13:00:00Z'),
    });
    const cancel = await t.request({
      method: 'PUT',
      url: `/api/prestations/${cancelled.id}/cancel`,
      token: admin,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    completed = await completeMission(t, {
      institution: lilas,
      nurse: camille,
      name: 'Terminée',
      start: utc('2027-06-10T06:00:00Z'),
      end: utc('2027-06-10T13:00:00Z'),
    });
    leas = await createMission({
      institution: lilas,
      nurse: lea,
      name: 'Mission de Léa',
      start: utc('2027-03-27T06:00:00Z'),
      end: utc('2027-03-27T13:00:00Z'),
    });
    tilleulsMission = await createMission({
      institution: tilleuls,
      nurse: lea,
      name: 'Aux Tilleuls',
      start: utc('2027-07-01T06:00:00Z'),
      end: utc('2027-07-01T13:00:00Z'),
    });
    camilleUrl = await newFeedUrl(camille.token);
  });

  it('is iCalendar, privately cacheable, and answers 304 when unchanged', async () => {
    const res = await fetchFeed(camilleUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    // The same data, the same bytes.
    expect((await fetchFeed(camilleUrl)).body).toBe(res.body);
    const again = await fetchFeed(camilleUrl, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('lists her assigned, accepted and in-progress missions only', async () => {
    const { name, events } = parseFeed((await fetchFeed(camilleUrl)).body);
    expect(name).toBe('Relève — Camille Durand');
    expect([...events.keys()].sort()).toEqual(
      [beforeSpring, afterSpring, beforeAutumn, afterAutumn, inProgress].map(uidOf).sort(),
    );
    for (const absent of [open, cancelled, completed, leas, tilleulsMission]) {
      expect(events.has(uidOf(absent))).toBe(false);
    }
  });

  it('says what, where, in which state, and links to the app', async () => {
    const { events } = parseFeed((await fetchFeed(camilleUrl)).body);
    expect(events.get(uidOf(beforeSpring))).toMatchObject({
      summary: 'Mission · Soins du matin — Clinique des Lilas',
      location: '12 rue des Lilas, 69003 Lyon',
      description: [
        'Pansements et injections',
        'Statut\u202f: À accepter',
        `Dans Relève\u202f: ${PUBLIC_URL}/mes-prestations`,
      ].join('\n'),
      url: `${PUBLIC_URL}/mes-prestations`,
      status: 'TENTATIVE',
    });
    expect(events.get(uidOf(afterSpring))).toMatchObject({
      summary: 'Mission · Toilettes — Clinique des Lilas',
      status: 'CONFIRMED',
    });
    expect(events.get(uidOf(afterSpring))?.description).toContain('Statut\u202f: Acceptée');
    expect(events.get(uidOf(inProgress))).toMatchObject({ status: 'CONFIRMED' });
    expect(events.get(uidOf(inProgress))?.description).toContain('Statut\u202f: En cours');
    expect(events.get(uidOf(afterAutumn))?.summary).toBe('Mission · Renfort — EHPAD Les Tilleuls');
  });

  it('writes local times in the business time zone across both DST changes of 2027', async () => {
    const { events } = parseFeed((await fetchFeed(camilleUrl)).body);
    const times = (mission: Prestation) => {
      const event = events.get(uidOf(mission));
      return event && [event.tzid, event.localStart, event.localEnd, event.start, event.end];
    };
    // Winter time (UTC+1) before 28 March, summer time (UTC+2) after.
    expect(times(beforeSpring)).toEqual([
      'Europe/Paris',
      '07:00',
      '14:00',
      '2027-03-27T06:00:00.000Z',
      '2027-03-27T13:00:00.000Z',
    ]);
    expect(times(afterSpring)).toEqual([
      'Europe/Paris',
      '07:00',
      '14:00',
      '2027-03-29T05:00:00.000Z',
      '2027-03-29T12:00:00.000Z',
    ]);
    // Summer time before 31 October, winter time after.
    expect(times(beforeAutumn)).toEqual([
      'Europe/Paris',
      '07:00',
      '14:00',
      '2027-10-30T05:00:00.000Z',
      '2027-10-30T12:00:00.000Z',
    ]);
    expect(times(afterAutumn)).toEqual([
      'Europe/Paris',
      '07:00',
      '14:00',
      '2027-11-01T06:00:00.000Z',
      '2027-11-01T13:00:00.000Z',
    ]);
  });

  it('moves an event when its mission changes (a higher SEQUENCE)', async () => {
    const before = parseFeed((await fetchFeed(camilleUrl)).body).events.get(uidOf(beforeSpring));
    const previous = t.clock.now;
    t.clock.now = new Date(previous.getTime() + 120_000);
    try {
      await signalMission(t, { mission: beforeSpring, nurse: camille, kind: 'accept' });
    } finally {
      t.clock.now = previous;
    }
    const after = parseFeed((await fetchFeed(camilleUrl)).body).events.get(uidOf(beforeSpring));
    expect(after?.status).toBe('CONFIRMED');
    expect(after?.sequence).toBeGreaterThan(before?.sequence ?? Infinity);
  });

  it('keeps to missions that ended less than 30 days ago', async () => {
    const previous = t.clock.now;
    // 31 days after the 27 March mission ended, 29 days after the 29 March one.
    t.clock.now = utc('2027-04-27T12:30:00Z');
    try {
      const { events } = parseFeed((await fetchFeed(camilleUrl)).body);
      expect(events.has(uidOf(beforeSpring))).toBe(false);
      expect(events.has(uidOf(afterSpring))).toBe(true);
    } finally {
      t.clock.now = previous;
    }
  });

  it('lists an establishment’s missions with their assignee, and no one else’s', async () => {
    const url = await newFeedUrl(lilas.token);
    const { name, events } = parseFeed((await fetchFeed(url)).body);
    expect(name).toBe('Relève — Clinique des Lilas');
    expect([...events.keys()].sort()).toEqual(
      [beforeSpring, afterSpring, beforeAutumn, inProgress, leas].map(uidOf).sort(),
    );
    const event = events.get(uidOf(leas));
    expect(event?.summary).toBe('Mission · Mission de Léa — Clinique des Lilas');
    expect(event?.description).toBe(
      [
        'Soins courants',
        'Statut\u202f: À accepter',
        'Intervenant(e)\u202f: Léa Martin',
        `Dans Relève\u202f: ${PUBLIC_URL}/prestations`,
      ].join('\n'),
    );
    expect(event?.url).toBe(`${PUBLIC_URL}/prestations`);
  });

  it('lists every establishment’s missions for the administrator', async () => {
    const url = await newFeedUrl(admin);
    const { events } = parseFeed((await fetchFeed(url)).body);
    for (const mission of [beforeSpring, afterSpring, beforeAutumn, afterAutumn, leas]) {
      expect(events.has(uidOf(mission))).toBe(true);
    }
    expect(events.has(uidOf(tilleulsMission))).toBe(true);
    for (const absent of [open, cancelled, completed]) {
      expect(events.has(uidOf(absent))).toBe(false);
    }
    expect(events.get(uidOf(tilleulsMission))?.description).toContain(
      'Établissement\u202f: EHPAD Les Tilleuls\nIntervenant(e)\u202f: Léa Martin',
    );
  });
});
