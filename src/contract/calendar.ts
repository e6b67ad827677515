import { z } from './z.ts';

/**
 * The private calendar feed (`/api/calendar/{token}.ics`): an iCalendar subscription of the
 * caller's assigned, accepted and in-progress missions, read by the phone's calendar without
 * a session. The token is the only key: a new link replaces it, and removing it retires it.
 */

/** The secret of a feed: 32 random bytes in base64url, without padding (43 characters). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The link of a feed, as the profile shows it. */
export const CalendarLinkCreated = z.object({
  /** The https address (or http in development) of the feed, to copy. */
  url: z.string(),
  /** The same address with the `webcal:` scheme: opens the phone's calendar app. */
  webcal_url: z.string(),
  created_at: z.string(),
});
export type CalendarLinkCreated = z.infer<typeof CalendarLinkCreated>;

/** The caller's link, or only nulls when she has none (never made, or retired). */
export const CalendarLink = z.object({
  url: z.string().nullable(),
  webcal_url: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type CalendarLink = z.infer<typeof CalendarLink>;

/** `DELETE /users/me/calendar` answers 204: no body. */
export const NoContent = z.null();

/** The file name of a feed: `{token}.ics`. */
export const CalendarFileParams = z.object({
  file: z
    .string({ error: 'Ce lien d’agenda n’est pas valide.' })
    .max(64, 'Ce lien d’agenda n’est pas valide.')
    .regex(/^[A-Za-z0-9_-]{43}\.ics$/, 'Ce lien d’agenda n’est pas valide.'),
});

/** The feed itself: an iCalendar document (RFC 5545). */
export const CalendarFeed = z.string();
