import { z } from './z.ts';

export const Health = z.object({ status: z.literal('ok') });

/** What the app needs to know of the server's settings before anyone signs in. */
export const AppConfig = z.object({
  /** The business time zone (IANA name): pay bands, months and the times forms show. */
  timezone: z.string(),
});
export type AppConfig = z.infer<typeof AppConfig>;
