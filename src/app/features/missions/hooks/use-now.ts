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
