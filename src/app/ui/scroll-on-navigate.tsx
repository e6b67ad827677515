import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where each history entry was scrolled to, by its location key (this tab's life). */
const positions = new Map<string, number>();

/** How long a restored position is held while the page is drawn again (lists loading). */
const RESTORE_PATIENCE_MS = 2000;

/**
 * Every navigation opens at the top of the page; « Retour » (and « Suivant ») bring her back
 * where she was on that page (docs/decisions.md « Scroll on navigation »). Other filters of
 * the same list (a replace of the search on the same path) keep the position; a `#hash` is left to
 * the browser; the link of the screen she is on takes her to its top. The position of each
 * entry is noted as she scrolls.
 */
export function ScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef({ path: location.pathname, search: location.search });

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  // Note the position as she scrolls (not on leaving: by then the next page may be drawn).
  useEffect(() => {
    const key = location.key;
    const note = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', note, { passive: true });
    return () => window.removeEventListener('scroll', note);
  }, [location.key]);

  // Before the new page is painted: to the top, or back where she was.
  useLayoutEffect(() => {
    // Other filters of the same list (a replace of the search on the same path) keep her
    // place; the menu link of the screen she is on (the same path and search) goes to the top.
    const before = previous.current;
    previous.current = { path: location.pathname, search: location.search };
    if (location.hash) return;
    const refiltered = before.path === location.pathname && before.search !== location.search;
    if (navigationType === 'REPLACE' && refiltered) return;
    if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
      return;
    }
    const target = positions.get(location.key) ?? 0;
    window.scrollTo(0, target);
    if (target === 0) return;
    // The page may not be drawn as it was yet (its list or its sections are loading): hold the
    // position on each frame for a while, and give up as soon as she scrolls herself. While it
    // is held, the browser's scroll anchoring is off: sections drawn above the restored point
    // would otherwise push her further down than where she was.
    const root = document.documentElement;
    const anchoring = root.style.overflowAnchor;
    root.style.overflowAnchor = 'none';
    let frame = 0;
    const started = performance.now();
    const stop = () => {
      cancelAnimationFrame(frame);
      root.style.overflowAnchor = anchoring;
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
      window.removeEventListener('pointerdown', stop);
    };
    const retry = () => {
      if (Math.abs(window.scrollY - target) >= 2) window.scrollTo(0, target);
      if (performance.now() - started > RESTORE_PATIENCE_MS) stop();
      else frame = requestAnimationFrame(retry);
    };
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    window.addEventListener('keydown', stop);
    window.addEventListener('pointerdown', stop);
    frame = requestAnimationFrame(retry);
    return stop;
    // The pathname and search are in the key: one run per history entry.
  }, [location.key, location.hash, location.pathname, location.search, navigationType]);

  return null;
}
