import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TAP_GUARD_MS } from '../../domain/missions/hours.ts';
import { TapGuard } from './tap-guard.ts';

export interface TapGuardView {
  /** True while taps are refused: render the buttons `aria-disabled`. */
  guarded: boolean;
  /** Whether a tap now is taken; read it first thing in every action button's click. */
  accepts: () => boolean;
  /** Starts the guard now (a tap that is about to move its card, a dialog opening). */
  hold: () => void;
}

/**
 * The tap guard of a screen's action buttons: each time `layout` changes (see `cardsLayout`), no
 * button takes a tap for `guardMs` (1 s). The buttons stay where they are, marked
 * `aria-disabled` meanwhile; the click itself checks `accepts()`, so that a tap landing before
 * the next render is refused too. The first layout (the screen opening with its cards) is not a
 * move; cards appearing after a load are.
 */
export function useTapGuard(layout: string, guardMs: number = TAP_GUARD_MS): TapGuardView {
  const guard = useRef<TapGuard | null>(null);
  guard.current ??= new TapGuard(guardMs);
  const [guarded, setGuarded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const previous = useRef(layout);

  const hold = useCallback(() => {
    const now = Date.now();
    const until = guard.current?.moved(now) ?? now;
    setGuarded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setGuarded(false), until - now);
  }, []);

  // A layout effect: it runs after the new cards are in the page and before the browser hands
  // out the next event, so that no tap slips between the move and the guard.
  useLayoutEffect(() => {
    if (previous.current === layout) return;
    previous.current = layout;
    hold();
  }, [layout, hold]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const accepts = useCallback(() => guard.current?.accepts(Date.now()) ?? true, []);
  return { guarded, accepts, hold };
}
