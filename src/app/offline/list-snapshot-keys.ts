/**
 * Names shared by the app, which keeps a copy of « Mes prestations » as she last saw it, and
 * by the small script of `mes-prestations.html` that paints that copy before any module runs
 * (`list-snapshot.ts`, `scripts/lib/first-paint.ts`). No imports: the build reads it too.
 */

/** localStorage key of the kept copy (a `ListSnapshot`, JSON). */
export const LIST_SNAPSHOT_KEY = 'releve.first-paint';

/** Id of the element that holds the painted copy until the live list replaces it. */
export const FIRST_PAINT_ID = 'first-paint';

/** `<meta name>` whose content names the build: a copy is painted only by the build that kept it. */
export const BUILD_META = 'releve-build';

/** The one screen painted this way. */
export const SNAPSHOT_PATH = '/mes-prestations';

/**
 * After this long the copy goes even if the app has not drawn the list (a slow phone, an
 * error): she then sees what the app shows, as without a copy.
 */
export const SNAPSHOT_PATIENCE_MS = 8000;
