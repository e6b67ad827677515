import { useEffect, useState } from 'react';

/** The current time in epoch ms, renewed every `intervalMs`: « Début dans 25 min » stays true. */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** setTimeout's longest delay (about 24.8 days); `useNow`'s ticks cover anything further. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether `instant` (epoch ms) has come, given the screen's `now` (`useNow`), re-rendering at
 * that very instant rather than at the next tick: « Possible à partir de 20:00 » turns into
 * « Commencer » at 20:00, not up to 30 s later. Null: never.
 */
export function useInstantPassed(instant: number | null, now: number): boolean {
  const [reached, setReached] = useState<number | null>(null);
  useEffect(() => {
    if (instant === null) return;
    const wait = instant - Date.now();
    if (wait > MAX_TIMER_MS) return;
    // Already past (a `now` a few seconds old): at once, after this render.
    const timer = setTimeout(() => setReached(instant), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [instant]);
  return instant !== null && (now >= instant || reached === instant);
}
