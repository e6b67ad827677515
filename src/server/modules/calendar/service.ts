import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CalendarLink, CalendarLinkCreated } from '../../../contract/calendar.ts';
import { notFound } from '../../errors.ts';
import { withTransaction } from '../../plugins/effects.ts';
import { displayName } from '../users/present.ts';
import type { UserRow } from '../users/repo.ts';
import { calendarFr } from './fr.ts';
import { buildFeed, type FeedOwner } from './ics.ts';
import { partyOf } from '../institutions/acting-for.ts';
import {
  findCalendarLink,
  findUserByCalendarToken,
  listFeedMissions,
  setCalendarToken,
  type CalendarLinkRow,
  type FeedScope,
} from './repo.ts';

/** A feed shows missions planned to end within the last 30 days or later… */
export const FEED_PAST_DAYS = 30;
/** …and at most this many (the soonest): a phone's calendar need not hold more. */
export const FEED_MAX_EVENTS = 1000;

/** The address of a feed, and the same with the `webcal:` scheme that opens a calendar app. */
export function feedUrls(publicUrl: string, token: string) {
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:/, 'webcal:') };
}

function present(app: FastifyInstance, row: CalendarLinkRow | undefined): CalendarLink {
  if (!row?.calendarToken || !row.calendarTokenCreatedAt) {
    return { url: null, webcal_url: null, created_at: null };
  }
  return {
    ...feedUrls(app.publicUrl, row.calendarToken),
    created_at: row.calendarTokenCreatedAt.toISOString(),
  };
}

/**
 * `POST /users/me/calendar`: a new feed token for the caller, replacing hers if any (the old
 * address stops working). 32 random bytes, base64url.
 *
 * The token is stored as is, not hashed: unlike a session or a reset link, it grants nothing
 * but reading this feed, which shows only what the database already holds about her
 * missions; keeping it lets the profile show the same link again on any device.
 */
export async function createCalendarLink(
  app: FastifyInstance,
  user: UserRow,
): Promise<CalendarLinkCreated> {
  const token = randomBytes(32).toString('base64url');
  const now = app.now();
  const row = await withTransaction(app, now, async (tx) => ({
    result: await setCalendarToken(tx, user.id, token, now),
    // Her kept account row holds the old token.
    effects: { changed: [user.id] },
  }));
  const link = present(app, row);
  if (!link.url || !link.webcal_url || !link.created_at) throw notFound(calendarFr.notFound);
  return { url: link.url, webcal_url: link.webcal_url, created_at: link.created_at };
}

/** `GET /users/me/calendar`: her current link, read from the database. */
export async function readCalendarLink(app: FastifyInstance, user: UserRow): Promise<CalendarLink> {
  return present(app, await findCalendarLink(app.db, user.id));
}

/** `DELETE /users/me/calendar`: retires her link (nothing to do when she has none). */
export async function deleteCalendarLink(app: FastifyInstance, user: UserRow): Promise<void> {
  const now = app.now();
  await withTransaction(app, now, async (tx) => ({
    result: await setCalendarToken(tx, user.id, null, now),
    effects: { changed: [user.id] },
  }));
}

function scopeOf(user: UserRow): { owner: FeedOwner; scope: FeedScope } {
  switch (user.role) {
    case 'nurse':
    case 'caregiver':
      return { owner: 'professional', scope: { kind: 'assignee', userId: user.id } };
    case 'institution':
      return {
        owner: 'institution',
        scope: { kind: 'institution', institutionId: partyOf(user) },
      };
    case 'admin':
      return { owner: 'admin', scope: { kind: 'all' } };
    default: {
      const unknown: never = user.role;
      throw new Error(`Unknown role: ${String(unknown)}`);
    }
  }
}

export interface Feed {
  body: string;
  /** A strong validator of the body, quoted. */
  etag: string;
}

/**
 * `GET /calendar/{token}.ics`: the owner of the token is read from the database on every call
 * (never from the kept account rows), so that a replaced or retired link, or a rejected
 * account, stops at once. Any of those answers the same 404.
 */
export async function readFeed(app: FastifyInstance, file: string): Promise<Feed> {
  const token = file.slice(0, -'.ics'.length);
  const user = await findUserByCalendarToken(app.db, token);
  if (!user || user.status !== 'approved') throw notFound(calendarFr.notFound);
  const { owner, scope } = scopeOf(user);
  const endsFrom = new Date(app.now().getTime() - FEED_PAST_DAYS * 86_400_000);
  const missions = await listFeedMissions(app.db, scope, endsFrom, FEED_MAX_EVENTS);
  const body = buildFeed({
    ownerName: displayName(user),
    owner,
    missions,
    timeZone: app.timezone,
    publicUrl: app.publicUrl,
  });
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

/** Whether an `If-None-Match` header names this ETag (weak or strong, in a list, or `*`). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  return [header]
    .flat()
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
