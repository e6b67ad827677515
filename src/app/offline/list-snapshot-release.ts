import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { FIRST_PAINT_ID, SNAPSHOT_PATH } from './list-snapshot-keys.ts';

/**
 * Removes the copy of « Mes prestations » painted before the app started (see
 * `list-snapshot.ts`) and shows the app's own `#root`. Nothing if no copy was painted.
 */
export function releaseListSnapshot(): void {
  const painted = document.getElementById(FIRST_PAINT_ID);
  if (!painted) return;
  painted.remove();
  document.getElementById('root')?.removeAttribute('hidden');
}

/**
 * In the router: the copy goes as soon as the app shows another page than « Mes prestations »
 * (a session found expired sends her to the sign-in screen, say).
 */
export function ListSnapshotRelease() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (pathname !== SNAPSHOT_PATH) releaseListSnapshot();
  }, [pathname]);
  return null;
}
