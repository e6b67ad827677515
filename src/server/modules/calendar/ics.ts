/**
 * The iCalendar document of a feed (RFC 5545), written by ical-generator with the VTIMEZONE of
 * the business time zone from @touch4it/ical-timezones: every start and end is the planned
 * instant on that zone's wall clock (`DTSTART;TZID=Europe/Paris:…`), so that a phone in
 * another zone still shows the right instant and a DST change moves nothing.
 */
import ical, { ICalEventStatus, type ICalLuxonDateTimeStub } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { localDateTime } from '../../../domain/pay/local-time.ts';
import { displayName } from '../users/present.ts';
import { missionLinks } from '../missions/fr.ts';
import { calendarFr } from './fr.ts';
import type { FeedMission, FeedStatus } from './repo.ts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * An instant as ical-generator's Luxon stub, read on the wall clock of a zone. A native Date
 * would be written with the server process's own zone (`getHours()`), whatever TZID says; the
 * stub writes the fields of `localDateTime` (the platform's Intl time-zone database) instead.
 */
class ZonedInstant implements ICalLuxonDateTimeStub {
  readonly zone: { type: string };

  constructor(
    private readonly instant: Date,
    private readonly timeZone = 'UTC',
  ) {
    this.zone = { type: 'iana' };
  }

  get isValid(): boolean {
    return Number.isFinite(this.instant.getTime());
  }

  setZone(zone?: string): ZonedInstant {
    return new ZonedInstant(this.instant, zone ?? 'UTC');
  }

  toFormat(fmt: string): string {
    const local = localDateTime(this.instant.getTime(), this.timeZone);
    if (fmt === 'yyyyLLdd') return `${pad(local.year, 4)}${pad(local.month)}${pad(local.day)}`;
    if (fmt === 'HHmmss') return `${pad(local.hour)}${pad(local.minute)}${pad(local.second)}`;
    throw new Error(`Unsupported format: ${fmt}`);
  }

  toJSDate(): Date {
    return new Date(this.instant);
  }

  toJSON(): string {
    return this.instant.toISOString();
  }
}

/** Whose feed it is: what it lists and how its events are described. */
export type FeedOwner = 'professional' | 'institution' | 'admin';

export interface FeedInput {
  /** Who the feed belongs to, in its name (« Relève — Camille Durand »). */
  ownerName: string;
  owner: FeedOwner;
  missions: readonly FeedMission[];
  /** The business time zone (IANA name). */
  timeZone: string;
  /** The app's base address, for each event's link. */
  publicUrl: string;
}

/** SEQUENCE grows with each change of the mission: seconds since 2024, from `updated_at`. */
const SEQUENCE_EPOCH_MS = Date.UTC(2024, 0, 1);
export const sequenceOf = (updatedAt: Date) =>
  Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000));

const nameOf = (person: FeedMission['assignee'] | FeedMission['institution']) =>
  person ? displayName(person) : null;

/** The iCalendar text of a feed. */
export function buildFeed(input: FeedInput): string {
  const { timeZone, publicUrl } = input;
  const calendar = ical({
    name: calendarFr.feedName(input.ownerName),
    description: calendarFr.feedDescription,
    prodId: { company: 'Relève', product: 'Agenda', language: 'FR' },
    // The calendar itself has no zone, so that DTSTAMP and LAST-MODIFIED stay UTC (`…Z`) as
    // RFC 5545 wants; each event carries the zone, whose VTIMEZONE the generator writes.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
  });
  calendar.x([{ key: 'X-WR-TIMEZONE', value: timeZone }]);
  const link = `${publicUrl}${input.owner === 'professional' ? missionLinks.professional : missionLinks.institution}`;
  for (const mission of input.missions) {
    const institutionName = nameOf(mission.institution);
    const assigneeName = nameOf(mission.assignee);
    const status = mission.status as FeedStatus;
    const lines = [
      mission.description.trim(),
      calendarFr.statusLine(calendarFr.status[status]),
      input.owner === 'admin' && institutionName ? calendarFr.institutionLine(institutionName) : '',
      input.owner !== 'professional' && assigneeName ? calendarFr.assigneeLine(assigneeName) : '',
      calendarFr.linkLine(link),
    ].filter((line) => line !== '');
    calendar.createEvent({
      id: `mission-${mission.id}@releve`,
      sequence: sequenceOf(mission.updatedAt),
      start: new ZonedInstant(mission.dateStart),
      end: new ZonedInstant(mission.dateEnd),
      timezone: timeZone,
      // The same bytes for the same data (the ETag): stamped with the mission's last change.
      stamp: mission.updatedAt,
      lastModified: mission.updatedAt,
      summary: calendarFr.summary(mission.name, institutionName),
      location: mission.institution?.address || null,
      description: lines.join('\n'),
      url: link,
      status: status === 'assigned' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
