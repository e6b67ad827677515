import { useEffect, useRef, useState } from 'react';

/**
 * True once the element has come near the screen (and stays true): for what is worth fetching
 * only when someone scrolls to it, such as each card's details on a long list. Without
 * IntersectionObserver (old engines, tests), it is seen at once.
 */
export function useSeen<E extends Element>(margin = '200px') {
  const ref = useRef<E>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, margin]);
  return [ref, seen] as const;
}
