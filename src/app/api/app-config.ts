import { setAppTimeZone } from '../ui/time-zone.ts';
import { call } from './client.ts';

/**
 * Asks the server for its public settings (`GET /api/config`) and applies them: the business
 * time zone the formatters use. Called once at start, without waiting for it: offline, or
 * until it answers, the zone kept from the last answer (or Paris) stays. Never rejects.
 */
export async function loadAppConfig(): Promise<void> {
  try {
    const config = await call('appConfig');
    setAppTimeZone(config.timezone);
  } catch {
    // Offline or refused: the known zone stays.
  }
}
