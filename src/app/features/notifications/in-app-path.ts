const BASE = 'https://releve.invalid';

/**
 * The in-app path a notification's `link` leads to, or null when it is not one. Parsed rather
 * than pattern-matched: browsers read `//host` and `/\host` as another site.
 */
export function inAppPath(link: string | null): string | null {
  if (!link?.startsWith('/')) return null;
  try {
    const url = new URL(link, BASE);
    return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
