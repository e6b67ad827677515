import { offlineStartUser, readStoredUser, readToken } from './api/token-storage.ts';
import type { OfflineCollection } from './offline/db.ts';
import { startupMark } from './ui/startup-marks.ts';

/**
 * The screens whose data is kept on the device, and the collection each one shows: opened
 * with a stored session (a nurse's phone, often offline), they read it at once (see
 * `startColdOpen`).
 */
const KEPT_SCREENS = new Map<string, OfflineCollection>([
  ['/mes-prestations', 'missions'],
  ['/schedules', 'schedules'],
  ['/payslips', 'payslips'],
  ['/missions-disponibles', 'open'],
]);

/** A moment at most: past it, the app renders anyway and the screens load as without this. */
const FIRST_RENDER_WAIT_MS = 5_000;

/**
 * The cold open (docs/benchmarks.md, « Offline cold open »), called once when the app starts,
 * before React renders. With a session stored on the device, `preloadScreens` starts fetching
 * the frame's and the opened screen's chunks at once; on a screen whose data is kept on the
 * device, its copy is read from IndexedDB now too, instead of after the screen has mounted.
 * Without a stored session (the sign-in screen) nothing is loaded: the offline layer stays out
 * of /login's first screen.
 *
 * Resolves when the app may render. Offline with her account stored, that is once the chunks
 * and the data are there (or after a moment at most): React then renders the screen in one
 * go; rendering before would suspend on the frame's chunk, and React holds a screen back up to
 * 300 ms once a suspended chunk arrives. Otherwise at once (online, /auth/me is asked first).
 */
export function startColdOpen(
  pathname: string,
  preloadScreens: (pathname: string) => Promise<void>,
): Promise<void> {
  if (!readToken()) return Promise.resolve();
  startupMark('cold-open:start');
  const screens = preloadScreens(pathname);
  const user = readStoredUser();
  const collection = KEPT_SCREENS.get(pathname);
  const data =
    user && collection
      ? import('./offline/early-read.ts')
          .then(({ startEarlyRead }) => startEarlyRead(collection, user.id))
          .then(() => startupMark('cold-open:data-read'))
          .catch(() => undefined)
      : Promise.resolve();
  if (!offlineStartUser()) return Promise.resolve();
  return Promise.race([
    Promise.all([screens, data]).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
  ]);
}
